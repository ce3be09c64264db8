export { roleLanding } from './landing';
export {
  COOKIE_CONSENT_TTL_MS,
  createStoredSession,
  isSessionExpired,
  LOGIN_METHODS,
  type LoginFacts,
  type LoginMethod,
  parseStoredSession,
  readStoredSession,
  SESSION_TTL_MS,
  type StoredSession,
  UNKNOWN_LOGIN,
} from './session';
