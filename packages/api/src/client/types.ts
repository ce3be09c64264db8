import type * as z from 'zod/mini';
import type { AnyEndpoint, PathParams } from '../endpoints/define';
import type { EndpointName, Endpoints } from '../endpoints/index';

type Simplify<T> = { [K in keyof T]: T[K] } & {};
// biome-ignore lint/complexity/noBannedTypes: the empty object is the identity of the intersections below
type Nothing = {};

type ParamsPart<E extends AnyEndpoint> = keyof PathParams<E['path']> extends never
  ? Nothing
  : { params: PathParams<E['path']> };

type QueryPart<E extends AnyEndpoint> = E extends { query: infer Q extends z.ZodMiniType }
  ? Nothing extends z.input<Q>
    ? { query?: z.input<Q> }
    : { query: z.input<Q> }
  : Nothing;

type BodyPart<E extends AnyEndpoint> = E extends { body: infer B extends z.ZodMiniType }
  ? { body: z.input<B> }
  : Nothing;

/** What a call takes: `params` for `{param}` placeholders, `query`, `body` — each only if the entry has it. */
export type InputOf<E extends AnyEndpoint> = Simplify<ParamsPart<E> & QueryPart<E> & BodyPart<E>>;

/** What a call gives: the parsed answer, or `{ status, data }` for entries whose status carries meaning. */
export type OutputOf<E extends AnyEndpoint> = E extends { withStatus: true }
  ? { status: number; data: z.output<E['response']> }
  : z.output<E['response']>;

export type EndpointInput<N extends EndpointName> = InputOf<Endpoints[N]>;
export type EndpointOutput<N extends EndpointName> = OutputOf<Endpoints[N]>;

export interface CallOptions {
  signal?: AbortSignal;
}

/** The arguments after the endpoint: the input (optional when nothing in it is required) and options. */
export type CallArgs<E extends AnyEndpoint, O = CallOptions> =
  Nothing extends InputOf<E> ? [input?: InputOf<E>, options?: O] : [input: InputOf<E>, options?: O];
