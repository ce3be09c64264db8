// The build's prerendered login pages take the visitor's input before their scripts run (issue #17): with the
// entry chunk held back, the visitor picks a method tab on /login, or types the e-mail and the password on
// /login/email; then the scripts run, React hydrates the page, and what the visitor did is what the page does.
// Fails when the fields are read-only until hydration, when hydration keeps the typed text on screen but not in
// the form's state (the login would say the fields are empty), and when the pressed tab is forgotten.
export const title = 'use the prerendered login pages before their scripts run: the tab and the typing survive';

/** A fresh page whose index.html chunk (the app and the login pages) waits until `release()`. */
async function pageWithHeldScripts(openPage, browser, baseUrl) {
  const opened = await openPage(browser, baseUrl);
  let release = () => {};
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await opened.page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { ...opened, release };
}

async function expectPrerendered(page) {
  const prerendered = await page.evaluate(() => document.querySelector('#root')?.hasAttribute('data-prerendered'));
  if (!prerendered) throw new Error(`${page.url()} was not served from the prerendered HTML`);
}

/** Hydrated: the submit button, disabled in the HTML until the scripts run, is enabled. */
const hydrated = (page) =>
  page.waitForFunction(() => document.querySelector('button[type="submit"]:not([disabled])') !== null);

/** @param kit see README.md */
export async function run({ browser, baseUrl, step, openPage, et }) {
  const login = await pageWithHeldScripts(openPage, browser, baseUrl);
  const smartId = login.page.getByRole('tab', { name: et.screens.public.login.smartId });
  await step(
    '/login before its scripts: press the Smart-ID tab; after hydration Smart-ID is the chosen method',
    async () => {
      await login.page.goto('/login', { waitUntil: 'commit' });
      await smartId.click();
      await expectPrerendered(login.page);
      login.release();
      await hydrated(login.page);
      await login.page.waitForFunction(
        (name) =>
          [...document.querySelectorAll('[role="tab"]')].some(
            (tab) => tab.textContent === name && tab.getAttribute('aria-selected') === 'true',
          ),
        et.screens.public.login.smartId,
      );
      await login.page.getByRole('form', { name: et.screens.public.login.smartId }).waitFor();
    },
  );
  await login.done();

  const emailLogin = await pageWithHeldScripts(openPage, browser, baseUrl);
  const { page } = emailLogin;
  const email = page.getByRole('textbox', { name: new RegExp(`^${et.screens.public.loginEmail.email}`) });
  const password = page.getByLabel(new RegExp(`^${et.screens.public.loginEmail.password}`));
  await step('/login/email before its scripts: type the e-mail and the password', async () => {
    await page.goto('/login/email', { waitUntil: 'commit' });
    await email.pressSequentially('klient@demo.ee');
    await password.pressSequentially('demo');
    await expectPrerendered(page);
    if ((await email.inputValue()) !== 'klient@demo.ee') throw new Error('the prerendered field took no typing');
  });
  await step('the scripts run and hydrate the page; the typed text stays; submit → dashboard', async () => {
    emailLogin.release();
    await hydrated(page);
    if ((await email.inputValue()) !== 'klient@demo.ee') throw new Error('hydration dropped the typed e-mail');
    await page.getByRole('button', { name: et.screens.public.loginEmail.submit }).click();
    await page.waitForURL('**/dashboard');
  });
  await emailLogin.done();
}
