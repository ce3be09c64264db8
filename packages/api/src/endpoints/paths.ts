// The path arithmetic of the endpoint table, without its schemas: the client builds URLs and names calls with
// these, and stays free of zod until the first call loads the table (see client/create-client.ts).
import type { EndpointSpec } from './define';

/** The `{param}` names of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/** Fills a path's placeholders: `'rpet-reports/{id}/lines/{lineId}/'` + `{ id: 4, lineId: 9 }` → `'rpet-reports/4/lines/9/'`. */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Path ${path} needs the parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** The URL of an entry: the base (e.g. `https://host/api/v1/`) joined with the filled path. */
export function endpointUrl(
  entry: Pick<EndpointSpec, 'path'>,
  params: Readonly<Record<string, string | number>> = {},
  baseUrl = '',
): string {
  return joinUrl(baseUrl, fillPath(entry.path, params));
}

/** The MSW path pattern of an entry: placeholders become `:param`, after the base (by default any origin). */
export function mswPath(entry: Pick<EndpointSpec, 'path'>, baseUrl = '*/api/v1/'): string {
  return joinUrl(baseUrl, entry.path.replace(/\{(\w+)\}/g, ':$1'));
}

/** Joins a base and a relative path with exactly one slash (the spec writes some paths with a leading one). */
export function joinUrl(baseUrl: string, path: string): string {
  if (!baseUrl) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** `'GET sales-reports/'`: how errors and the docs name an entry. */
export function describeEndpoint(entry: Pick<EndpointSpec, 'method' | 'path'>): string {
  return `${entry.method} ${entry.path}`;
}
