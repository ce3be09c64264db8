export { CookieBanner, type CookieBannerProps } from './cookie-banner';
export { COOKIE_CONSENT_KEY, type ConsentStorage, cookieConsentValue, hasCookieConsent } from './cookie-consent';
