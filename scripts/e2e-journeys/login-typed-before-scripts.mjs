// The build's prerendered login pages take the visitor's input before their scripts run (issue #17): with the
// entry chunk held back, the visitor picks a method tab on /login, types the phone and the personal code on
// /login (in either order), or types the e-mail and the password on /login/email; then the scripts run, React
// hydrates the page, and what the visitor did is what the page does. Fails when the fields are read-only until
// hydration, when hydration keeps the typed text on screen but not in the form's state (the login would say the
// fields are empty), when one field's hand-over undoes another's (issue #23: the phone was lost on a slow
// device), and when the pressed tab is forgotten. The Mobile-ID steps run with the CPU throttled 4×, as a slow
// phone hydrates.

import { TOOMAS } from './support/demo-persons.mjs';
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

const FIELD_NAMES = { phone: 'phone', personalCode: 'personal code' };

/** Runs the page's CPU `rate` times slower (Chrome DevTools' CPU throttling), as on a slow phone. */
async function throttleCpu(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
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

  // Both fields typed before the scripts run, in each order: hydration hands both to the form (issue #23).
  for (const order of [
    ['phone', 'personalCode'],
    ['personalCode', 'phone'],
  ]) {
    const mobile = await pageWithHeldScripts(openPage, browser, baseUrl);
    const fields = {
      phone: mobile.page.getByRole('textbox', { name: new RegExp(`^${et.screens.public.login.phone}`) }),
      personalCode: mobile.page.getByRole('textbox', { name: new RegExp(`^${et.screens.public.login.personalCode}`) }),
    };
    await step(
      `/login before its scripts, CPU 4× slower: type the ${order.map((name) => FIELD_NAMES[name]).join(', then the ')}`,
      async () => {
        await throttleCpu(mobile.page, 4);
        await mobile.page.goto('/login', { waitUntil: 'commit' });
        for (const name of order) await fields[name].pressSequentially(TOOMAS[name]);
        await expectPrerendered(mobile.page);
      },
    );
    await step('the scripts run and hydrate: both fields keep their text; submit → the control code', async () => {
      mobile.release();
      await hydrated(mobile.page);
      for (const name of order) {
        const value = await fields[name].inputValue();
        if (value !== TOOMAS[name]) throw new Error(`hydration dropped the typed ${name}: "${value}"`);
      }
      await mobile.page.getByRole('button', { name: et.screens.public.login.submit }).click();
      await mobile.page
        .getByTestId('control-code-panel')
        .getByText(/^\d{4}$/)
        .waitFor();
    });
    await mobile.done();
  }

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
