export * from './comments-invoices';
export { ApiClientProvider, useApiClient } from './context';
export {
  type ApiMutationOptions,
  type ApiQueryOptions,
  type DownloadName,
  type DownloadVariables,
  downloadHook,
  invalidateAfter,
  type MutationName,
  type MutationVariables,
  mutationHook,
  type QueryName,
  queryHook,
  useApiDownload,
  useApiMutation,
  useApiQuery,
} from './factories';
export { EVERYTHING, invalidations } from './invalidations';
export { API_QUERY_ROOT, type ApiQueryKey, apiQueryKey, apiQueryPrefix } from './keys';
export * from './operator';
export * from './other-reports';
export * from './packages';
export * from './profile';
export * from './registry';
export * from './rpet-reports';
export * from './sales-reports';
export * from './session';
export {
  useLogin,
  useLoginFacts,
  useLoginStatusPolling,
  useLogout,
  usePasswordResetLink,
  useSignStatusPolling,
  useStartSession,
} from './session-flows';
export * from './signing';
