export { CookieBanner, type CookieBannerProps } from './cookie-banner';
export {
  COOKIE_CONSENT_KEY,
  type ConsentStorage,
  cookieConsentStorage,
  cookieConsentValue,
  cookieValue,
  hasCookieConsent,
  LEGACY_CONSENT_COOKIE,
} from './cookie-consent';
export { cookieBannerTextAreas } from './text-areas';
