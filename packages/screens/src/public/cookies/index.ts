export { COOKIE_TABLE, type CookieRow } from './cookie-table';
export { CookiesScreen, type CookiesScreenProps } from './cookies-screen';
