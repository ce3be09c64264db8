export { roleLanding } from './landing';
export {
  COOKIE_CONSENT_TTL_MS,
  createStoredSession,
  isSessionExpired,
  readStoredSession,
  SESSION_TTL_MS,
  type StoredSession,
} from './session';
