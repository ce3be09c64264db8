// Log out resets the portal's stored state (client spec §4 "Login and logout reset all stored state", §7 logout
// "clears session, local storage and auth header"): the language the user chose is forgotten, so the login page
// is in the default language, Estonian; the demo backend's data (the "server's", kept in the same local storage
// in demo mode) stays, so the next login finds what was done before.
import { logOut, switchToEnglish } from './support/client-steps.mjs';

export const title = 'log out forgets the stored language (the login page is Estonian again), the demo data stays';

/** The keys of the page's local storage. */
const storedKeys = (page) => page.evaluate(() => Object.keys(localStorage).sort());

/** @param kit {{ browser, baseUrl, step, openPage, logInByEmail, et, en }} */
export async function run({ browser, baseUrl, step, openPage, logInByEmail, et, en }) {
  const { page, done } = await openPage(browser, baseUrl);
  await step('log in by e-mail → dashboard; switch the language to English', async () => {
    await logInByEmail(page);
    await switchToEnglish(page, en);
    await page.waitForFunction(() => localStorage.getItem('epp.language') === 'en');
  });

  await step('log out → the login page in Estonian; the language and session are no longer stored', async () => {
    await logOut(page, en);
    await page.getByRole('link', { name: et.screens.public.login.emailLink }).waitFor();
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== 'et') throw new Error(`the login page's language is "${lang}", expected "et"`);
    const keys = await storedKeys(page);
    const kept = keys.filter((key) => !key.startsWith('epp.demo.'));
    if (kept.length > 0) throw new Error(`local storage still holds ${kept.join(', ')} after log out`);
    if (!keys.some((key) => key.startsWith('epp.demo.')))
      throw new Error("the demo backend's data is gone from local storage after log out");
  });

  await step('a reload stays Estonian; logging in again works on the kept demo data', async () => {
    await page.reload();
    await page.getByRole('link', { name: et.screens.public.login.emailLink }).waitFor();
    await logInByEmail(page);
  });
  await done();
}
