import {
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { DownloadOptions } from '../client/create-client';
import type { ApiError } from '../client/errors';
import type { SavedFile } from '../client/files';
import type { CallArgs, EndpointInput, EndpointOutput } from '../client/types';
import type { EndpointName, EndpointNameOfKind, Endpoints } from '../endpoints/index';
import { useApiClient } from './context';
import { API_QUERY_ROOT, type ApiQueryKey, apiQueryKey, apiQueryPrefix } from './keys';

export type QueryName = EndpointNameOfKind<'query'>;
export type MutationName = EndpointNameOfKind<'mutation'>;
export type DownloadName = EndpointNameOfKind<'download'>;

export type ApiQueryOptions<N extends EndpointName> = Omit<
  UseQueryOptions<EndpointOutput<N>, ApiError, EndpointOutput<N>, ApiQueryKey>,
  'queryKey' | 'queryFn'
>;

// biome-ignore lint/complexity/noBannedTypes: an input with nothing in it
type NoInput = {};
/** A mutation's variables: the call's input, or nothing at all when it takes none. */
export type MutationVariables<N extends EndpointName> =
  NoInput extends EndpointInput<N> ? EndpointInput<N> | undefined : EndpointInput<N>;

export type ApiMutationOptions<N extends EndpointName, V = MutationVariables<N>, R = EndpointOutput<N>> = Omit<
  UseMutationOptions<R, ApiError, V>,
  'mutationFn'
>;

/**
 * Refetches what a finished mutation made stale (see invalidations.ts). The table of what each mutation makes
 * stale loads with the first mutation that finishes (one small chunk; its refetches take longer), not with a
 * first page that changes nothing yet (issue #17: ~1 KB gzip of /login).
 */
export async function invalidateAfter(queryClient: QueryClient, name: MutationName): Promise<void> {
  const { EVERYTHING, invalidations } = await import('./invalidations');
  const stale = invalidations[name];
  if (stale.includes(EVERYTHING)) {
    // The active profile changed (a role switch). The previous company's answers must not stay on screen, or be
    // acted on ("pay all" on its balance), while the new company's load: they are reset to no answer. The current
    // user keeps its answer while it refetches, so the shell stays drawn.
    const currentUser = apiQueryPrefix('currentUser');
    const isCurrentUser = (query: { queryKey: readonly unknown[] }) => query.queryKey[1] === currentUser[1];
    await Promise.all([
      queryClient.resetQueries({ queryKey: [API_QUERY_ROOT], predicate: (query) => !isCurrentUser(query) }),
      queryClient.invalidateQueries({ queryKey: currentUser }),
    ]);
    return;
  }
  await Promise.all(
    stale.map((target) => queryClient.invalidateQueries({ queryKey: apiQueryPrefix(target as EndpointName) })),
  );
}

/** Reads an endpoint through TanStack Query, keyed by its name and input. */
export function useApiQuery<N extends QueryName>(
  name: N,
  ...[input, options]: CallArgs<Endpoints[N], ApiQueryOptions<N>>
): UseQueryResult<EndpointOutput<N>, ApiError> {
  const client = useApiClient();
  return useQuery({
    ...options,
    queryKey: apiQueryKey(name, input ?? {}),
    queryFn: ({ signal }) => client.call(name, input as never, { signal } as never) as Promise<EndpointOutput<N>>,
  });
}

/**
 * Changes something through an endpoint, then refreshes the queries it made stale. The caller's `onSuccess` runs
 * first: where it puts the answer into a query (a saved line into its report), the refetch comes after and
 * replaces it, and a failed refetch stays that query's error instead of being wiped by the write.
 */
export function useApiMutation<N extends MutationName>(
  name: N,
  options: ApiMutationOptions<N> = {},
): UseMutationResult<EndpointOutput<N>, ApiError, MutationVariables<N>> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input) => client.call(name, input as never) as Promise<EndpointOutput<N>>,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await invalidateAfter(queryClient, name);
    },
  });
}

export type DownloadVariables<N extends DownloadName> = (NoInput extends EndpointInput<N>
  ? Partial<EndpointInput<N>>
  : EndpointInput<N>) &
  Pick<DownloadOptions, 'fileName' | 'mimeType'>;

/** Fetches a base64 file answer and saves it as a download (export buttons). */
export function useApiDownload<N extends DownloadName>(
  name: N,
  options: ApiMutationOptions<N, DownloadVariables<N>, SavedFile> = {},
): UseMutationResult<SavedFile, ApiError, DownloadVariables<N>> {
  const client = useApiClient();
  return useMutation({
    ...options,
    mutationFn: ({ fileName, mimeType, ...input }) =>
      client.download(name, ...([input, { fileName, mimeType }] as unknown as CallArgs<Endpoints[N], DownloadOptions>)),
  });
}

// The hook types are named so that declaration files say `QueryHook<"salesReports">` instead of spelling
// out every answer type in full at each of the ~160 hooks (that made hooks.d.ts half a megabyte).
export type QueryHook<N extends QueryName> = (
  ...args: CallArgs<Endpoints[N], ApiQueryOptions<N>>
) => UseQueryResult<EndpointOutput<N>, ApiError>;
export type MutationHook<N extends MutationName> = (
  options?: ApiMutationOptions<N>,
) => UseMutationResult<EndpointOutput<N>, ApiError, MutationVariables<N>>;
export type DownloadHook<N extends DownloadName> = (
  options?: ApiMutationOptions<N, DownloadVariables<N>, SavedFile>,
) => UseMutationResult<SavedFile, ApiError, DownloadVariables<N>>;

/** Makes a named query hook: `export const useSalesReports = queryHook('salesReports')`. */
export function queryHook<N extends QueryName>(name: N): QueryHook<N> {
  return (...args) => useApiQuery(name, ...args);
}

/** Makes a named mutation hook. */
export function mutationHook<N extends MutationName>(name: N): MutationHook<N> {
  return (options) => useApiMutation(name, options);
}

/** Makes a named download hook. */
export function downloadHook<N extends DownloadName>(name: N): DownloadHook<N> {
  return (options) => useApiDownload(name, options);
}
