import * as z from 'zod/mini';
import { pathParamNames } from './paths';

export { describeEndpoint, endpointUrl, fillPath, joinUrl, mswPath, pathParamNames } from './paths';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the hooks and the docs treat a call: `query` reads (cached), `mutation` changes something (also the
 * GETs that act, such as sending a reminder), `download` answers a base64 file that is saved, `poll`
 * is a status the polling helper asks for every second.
 */
export type EndpointKind = 'query' | 'mutation' | 'download' | 'poll';

/** One call of the API, written the way section 7 of the spec writes it. */
export interface EndpointSpec {
  readonly method: HttpMethod;
  /** Relative to the versioned base, exactly as the spec writes it, `{param}` for path parameters. */
  readonly path: string;
  /** One line for the README. */
  readonly summary: string;
  readonly kind?: EndpointKind;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  /** `multipart` sends the body as form data (file uploads); JSON otherwise. */
  readonly bodyType?: 'json' | 'multipart';
  readonly response: z.ZodMiniType;
  /** The answer's HTTP status carries meaning (208 exists, 226 code returned): the call returns `{ status, data }`. */
  readonly withStatus?: true;
  /**
   * The answer's `url` sends the browser to the card payment provider: the client refuses it (an `invalid-response`
   * error on `url`) unless it is one of the client's payment pages (ApiClientConfig.paymentPages).
   */
  readonly redirect?: 'payment';
  /** The spec does not show this path; we chose it. Listed in the README. */
  readonly assumed?: true;
  /** Why the path was assumed, or what else the reader should know. */
  readonly note?: string;
}

type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The values of a path's `{param}` placeholders. */
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

const paramValueSchema = z.union([z.string().check(z.minLength(1)), z.number()]);
type ParamsShape<P extends string> = { [K in PathParamNames<P>]: typeof paramValueSchema };

/** The kind an entry gets: its own, else query for GET and mutation otherwise. */
type KindOf<S extends EndpointSpec> = S extends { kind: infer K extends EndpointKind }
  ? K
  : S['method'] extends 'GET'
    ? 'query'
    : 'mutation';

/** Any table entry, whatever its schemas: what the client and the docs work with. */
export interface AnyEndpoint extends EndpointSpec {
  readonly kind: EndpointKind;
  readonly params: z.ZodMiniType<Record<string, string | number>>;
}

/** A table entry: the spec plus its kind and the schema of its path parameters, derived from the path. */
export type Endpoint<S extends EndpointSpec> = Omit<S, 'kind'> & {
  readonly kind: KindOf<S>;
  readonly params: z.ZodMiniObject<ParamsShape<S['path']>>;
};

/** Defines a table entry. GETs are queries and everything else mutations unless `kind` says otherwise. */
export function endpoint<const S extends EndpointSpec>(spec: S): Endpoint<S> {
  const shape = Object.fromEntries(pathParamNames(spec.path).map((name) => [name, paramValueSchema]));
  return {
    ...spec,
    kind: (spec.kind ?? (spec.method === 'GET' ? 'query' : 'mutation')) as KindOf<S>,
    params: z.object(shape) as z.ZodMiniObject<ParamsShape<S['path']>>,
  };
}
