import type { EndpointName } from '../endpoints/index';

/** Every query key of @epp/api starts with this, so the host can clear or refetch them all at once. */
export const API_QUERY_ROOT = 'epp-api';

/**
 * The key of a query: root, endpoint name, input. TanStack Query hashes objects with sorted keys, so
 * the same input in any key order is the same query.
 */
export function apiQueryKey<N extends EndpointName>(name: N, input: object = {}) {
  return [API_QUERY_ROOT, name, input] as const;
}

/** The prefix of every query of one endpoint, whatever its input: what invalidation matches. */
export function apiQueryPrefix<N extends EndpointName>(name: N) {
  return [API_QUERY_ROOT, name] as const;
}

export type ApiQueryKey = ReturnType<typeof apiQueryKey>;
