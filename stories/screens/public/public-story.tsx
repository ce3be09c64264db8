// Shared by the Screens/Public stories: a consent already given (so the fixed cookie banner stays out of
// the pixels; Screens/Shell/CookieBanner shows it) and the fixed clock.
import { consentStorage, NOW } from '../shell/shell-story';

export const publicCookies = { cookieStorage: consentStorage(true), now: () => NOW };
