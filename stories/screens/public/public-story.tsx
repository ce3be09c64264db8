// Shared by the Screens/Public stories: a consent already given (so the fixed cookie banner stays out of
// the pixels; Screens/Shell/CookieBanner shows it). The clock is the story providers' (FIXTURE_TODAY).
import { consentStorage } from '../shell/shell-story';

export const publicCookies = { cookieStorage: consentStorage(true) };
