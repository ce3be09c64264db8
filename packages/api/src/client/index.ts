// the errors' public list is the errors entry's (@epp/api/errors), written once
export * from '../errors';
export { type ApiClient, type ApiClientConfig, createApiClient, type DownloadOptions } from './create-client';
export {
  base64ToBytes,
  bytesToBase64,
  EXCEL_MIME_TYPE,
  FILE_CHUNK_SIZE,
  type SavedFile,
  type SaveFile,
  saveBase64File,
  saveFileInBrowser,
} from './files';
export { DEFAULT_PAYMENT_PAGES, EVERYPAY_HOSTS, isPaymentPageUrl, type PaymentPages } from './payment-pages';
export { queryString } from './request';
export {
  createSessionStore,
  memoryStorage,
  SESSION_STORAGE_KEY,
  type SessionStorageLike,
  type SessionStore,
  type SessionStoreOptions,
} from './session';
export type { CallArgs, CallOptions, EndpointInput, EndpointOutput, InputOf, OutputOf } from './types';
