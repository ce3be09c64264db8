// Sign the contract with Mobile-ID from the dashboard (issue #14): Toomas Rebane of Metsa Mahlad OÜ (demo account
// leping@demo.ee, no contract yet) logs in by Mobile-ID, so the session records a Mobile-ID login and the
// signing modal offers Mobile-ID (spec §5); the terms links are the operator's; the control code shows while the
// status is polled; the contract is signed and the "no contract" banner gives way to the operator's turn.

import { TOOMAS } from './support/demo-persons.mjs';

export const title = 'log in by Mobile-ID, sign the contract with Mobile-ID from the dashboard';

const OPERATOR_TERMS = 'https://eestipandipakend.ee';

/** Focus a checkbox or radio and press Space. */
async function choose(control) {
  await control.focus();
  await control.press('Space');
}

export async function run({ browser, baseUrl, step, openPage, startsWith, et }) {
  const { page, done } = await openPage(browser, baseUrl);
  const modal = et.widgets.signingModal;
  const banner = () => page.getByTestId('contract-banner');

  await step('log in by Mobile-ID: the control code shows while the phone is asked → dashboard', async () => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: startsWith(et.screens.public.login.phone) }).fill(TOOMAS.phone);
    await page
      .getByRole('textbox', { name: startsWith(et.screens.public.login.personalCode) })
      .fill(TOOMAS.personalCode);
    await page.getByRole('button', { name: et.screens.public.login.submit }).click();
    await page
      .getByTestId('control-code-panel')
      .getByText(/^\d{4}$/)
      .waitFor();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: et.widgets.cookieBanner.accept }).click();
  });

  await step('the dashboard asks for a contract; its link opens the signing modal', async () => {
    await banner().getByText(et.screens.shell.gate.noContract).waitFor();
    await banner().getByRole('link', { name: et.screens.shell.gate.createContract }).click();
    await page.waitForURL('**/dashboard/contract');
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: startsWith(modal.fields.firstName) })
      .waitFor();
  });

  const dialog = page.getByRole('dialog');
  await step('Mobile-ID is offered (a Mobile-ID login) and the contract and terms links are there', async () => {
    const mobileId = dialog.getByRole('radio', { name: new RegExp(modal.methods.mobileId) });
    if (await mobileId.isDisabled()) throw new Error('Mobile-ID signing is disabled after a Mobile-ID login');
    const terms = dialog.getByRole('link', { name: startsWith(modal.termsLink) });
    if ((await terms.getAttribute('href')) !== OPERATOR_TERMS)
      throw new Error(`the terms link is ${await terms.getAttribute('href')}, not the operator's terms`);
    await dialog.getByRole('link', { name: startsWith(modal.contractLink) }).waitFor();
  });

  await step('accept the terms, sign with Mobile-ID: the control code, polling, success', async () => {
    // React Aria draws its box over the hidden input: choose by keyboard, as a user of the keyboard does
    await choose(dialog.getByRole('checkbox', { name: modal.terms }));
    await choose(dialog.getByRole('radio', { name: new RegExp(modal.methods.mobileId) }));
    await dialog.getByRole('button', { name: modal.sign }).click();
    const panel = dialog.getByTestId('control-code-panel');
    await panel.getByText(/^\d{4}$/).waitFor();
    // polled every second until the phone confirms (the demo: the second poll)
    await panel.getByRole('progressbar', { name: modal.waiting }).waitFor();
    // signed: the modal sends the user back to the dashboard
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
  });

  await step('the "no contract" banner is gone: the contract waits for the operator', async () => {
    await banner().getByText(et.screens.shell.gate.pendingContract).waitFor();
    if ((await page.getByText(et.screens.shell.gate.noContract).count()) > 0)
      throw new Error('the "no contract" banner is still shown after signing');
  });
  await done();
}
