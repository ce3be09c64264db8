// Sign the contract with Mobile-ID from the dashboard (issue #14): Toomas Rebane of Metsa Mahlad OÜ (demo account
// leping@demo.ee, no contract yet) logs in by Mobile-ID, so the session records a Mobile-ID login and the
// signing modal offers Mobile-ID (spec §5); the terms links are the operator's; the control code shows while the
// status is polled; the contract is signed and the "no contract" banner gives way to the operator's turn.
// Then across roles (issue #28): the operator confirms the signer on the client's page ("Kinnita" in its
// contracts section), which approves the contract, and Toomas's dashboard shows it valid: no contract banner
// (Metsa may not add packages, a permission of its own, so the dashboard offers no "Registreeri uus pakend");
// his profile's contract tab lists it "Kehtiv".

import { logOut } from './support/client-steps.mjs';
import { TOOMAS } from './support/demo-persons.mjs';
import { waitForSearchedRows } from './support/searched-list.mjs';

export const title =
  'log in by Mobile-ID, sign the contract with Mobile-ID → the operator confirms the signer → the contract is valid';

const OPERATOR_TERMS = 'https://eestipandipakend.ee';

/** Focus a checkbox or radio and press Space. */
async function choose(control) {
  await control.focus();
  await control.press('Space');
}

/** Toomas's company, as the operator's clients list names it. */
const METSA = 'Metsa Mahlad OÜ';

export async function run({ browser, baseUrl, step, openPage, logInByEmail, exact, startsWith, et }) {
  const { page, done } = await openPage(browser, baseUrl);
  const modal = et.widgets.signingModal;
  const banner = () => page.getByTestId('contract-banner');

  /** Toomas logs in by Mobile-ID: the control code shows while the phone is asked, then the dashboard. */
  async function logInAsToomas() {
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
  }

  await step('log in by Mobile-ID: the control code shows while the phone is asked → dashboard', async () => {
    await logInAsToomas();
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

  const clients = et.screens.operator.clients;
  const contracts = et.screens.operator.clientContracts;
  await step(
    'operator: "Kasutajad" → the clients list, Metsa Mahlad searched → its row → the client page',
    async () => {
      await logOut(page, et);
      await logInByEmail(page, { email: 'admin@demo.ee', password: 'demo' }, '**/registry/applications');
      await page
        .getByRole('navigation')
        .getByRole('link', { name: exact(et.routes.users) })
        .click();
      await page.getByRole('textbox', { name: startsWith(clients.filters.client) }).fill(METSA);
      await page.getByRole('button', { name: exact(et.ui.filterBar.search) }).click();
      const table = page.getByRole('table', { name: clients.caption });
      await waitForSearchedRows(page, table, METSA);
      await table.getByRole('row').filter({ hasText: METSA }).click();
      await page.waitForURL(/\/users\/clients\/\d+(\/profile)?$/);
    },
  );

  await step(
    'the contracts section: Toomas signed, his authorisation unconfirmed → "Kinnita" → confirmed',
    async () => {
      const signer = page.getByRole('button', { name: exact(contracts.confirm) });
      await page.getByText(contracts.authorisation.unconfirmed).waitFor();
      await page.getByText('Toomas Rebane').first().waitFor();
      await signer.click();
      await page.getByText(contracts.confirmed).filter({ visible: true }).first().waitFor();
      await page.getByText(new RegExp(`^${contracts.authorisation.confirmed.replace('{{date}}', '')}`)).waitFor();
      if ((await signer.count()) > 0) throw new Error('"Kinnita" is still offered after the signer was confirmed');
    },
  );

  await step('Toomas again: the dashboard shows no contract banner; his profile lists the contract valid', async () => {
    await logOut(page, et);
    await logInAsToomas();
    // the dashboard has drawn with the user's contract state once its cards have answered
    await page.getByRole('heading', { name: et.screens.client.dashboard.statistics.title }).waitFor();
    await page.getByText(et.screens.client.dashboard.statistics.overdueInvoices).waitFor();
    if ((await banner().count()) > 0)
      throw new Error(`a contract banner is still shown: ${await banner().innerText()}`);
    for (const text of [et.screens.shell.gate.pendingContract, et.screens.client.contractBanner.pendingContract.title])
      if ((await page.getByText(text).count()) > 0) throw new Error(`"${text}" is still shown on the dashboard`);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: exact(et.routes.profile) })
      .click();
    await page.getByRole('tab', { name: exact(et.routes.contract) }).click();
    await page.waitForURL('**/profile/contract');
    await page
      .getByRole('table', { name: et.screens.profile.contracts.caption })
      .getByRole('row')
      .filter({ hasText: et.status.contract.SIGNED })
      .first()
      .waitFor();
  });
  await done();
}
