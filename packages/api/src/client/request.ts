import type * as z from 'zod/mini';
import type { AnyEndpoint } from '../endpoints/define';
import { describeEndpoint, endpointUrl } from '../endpoints/paths';
import { ApiError, issuePath } from './errors';

/** Checks an outgoing part (params, query, body) against its schema and returns the parsed value. */
function checked(entry: AnyEndpoint, schema: z.ZodMiniType, value: unknown, part: string): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ApiError({
    kind: 'invalid-request',
    endpoint: describeEndpoint(entry),
    field: `${part}.${issue ? issuePath(issue.path) : '(root)'}`,
  });
}

/** Query values as the server reads them: booleans as true/false, lists repeated, empty ones left out. */
export function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function formData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) {
      const fileName = typeof body.name === 'string' ? body.name : value instanceof File ? value.name : undefined;
      if (fileName === undefined) form.append(name, value);
      else form.append(name, value, fileName);
    } else {
      form.append(name, String(value));
    }
  }
  return form;
}

export interface RequestContext {
  baseUrl: string;
  language: string;
  authorization: readonly [string, string] | undefined;
}

/** The URL and fetch options of a call, with params, query and body checked against the entry's schemas. */
export function buildRequest(
  entry: AnyEndpoint,
  input: { params?: unknown; query?: unknown; body?: unknown },
  context: RequestContext,
): { url: string; init: RequestInit } {
  const params = checked(entry, entry.params, input.params ?? {}, 'params') as Record<string, string | number>;
  const query = entry.query ? (checked(entry, entry.query, input.query ?? {}, 'query') as Record<string, unknown>) : {};
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': context.language });
  if (context.authorization) headers.set(...context.authorization);

  let body: BodyInit | undefined;
  if (entry.body) {
    const value = checked(entry, entry.body, input.body, 'body');
    if (entry.bodyType === 'multipart') {
      body = formData(value as Record<string, unknown>); // fetch sets the multipart boundary itself
    } else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(value);
    }
  }

  return {
    url: endpointUrl(entry, params, context.baseUrl) + queryString(query),
    init: { method: entry.method, headers, ...(body === undefined ? {} : { body }) },
  };
}
