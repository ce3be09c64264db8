// Log in and sign the contract with the ID-card (issue #26), through the portal's own bundled hwcrypto.js and a
// fake browser extension (support/id-card.mjs). Toomas Rebane of Metsa Mahlad OÜ (no contract yet) logs in with
// his card (the demo reads his personal code from the certificate); the signing modal offers the ID-card and not
// Mobile-ID (an ID-card login); a cancelled PIN shows the card's text with a retry; the retry signs the contract
// and the "no contract" banner gives way to the operator's turn.

import { TOOMAS } from './support/demo-persons.mjs';
import { answerNext, extensionCalls, idCardBench, installFakeExtension, openIdCardLogin } from './support/id-card.mjs';

export const title = 'log in by ID-card, sign the contract with the ID-card (a cancelled PIN first, then a retry)';

/** Focus a checkbox or radio and press Space. */
async function choose(control) {
  await control.focus();
  await control.press('Space');
}

export async function run({ browser, step, openPage, exact, startsWith, et }) {
  const bench = await idCardBench({
    toomas: { personalCode: TOOMAS.personalCode, firstName: 'TOOMAS', lastName: 'REBANE' },
  });
  try {
    const { page, done } = await openPage(browser, bench.url);
    await installFakeExtension(page.context(), bench.cards.toomas);
    const modal = et.widgets.signingModal;
    const banner = () => page.getByTestId('contract-banner');
    const dialog = page.getByRole('dialog');

    await step("log in with Toomas's ID-card → his dashboard asks for a contract", async () => {
      await (await openIdCardLogin(page, et, exact)).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('button', { name: et.widgets.cookieBanner.accept }).click();
      await banner().getByText(et.screens.shell.gate.noContract).waitFor();
    });

    await step('open the signing modal: the ID-card is offered, Mobile-ID is not (an ID-card login)', async () => {
      await banner().getByRole('link', { name: et.screens.shell.gate.createContract }).click();
      await page.waitForURL('**/dashboard/contract');
      await dialog.getByRole('textbox', { name: startsWith(modal.fields.firstName) }).waitFor();
      if (await dialog.getByRole('radio', { name: new RegExp(modal.methods.idCard) }).isDisabled())
        throw new Error('ID-card signing is disabled');
      if (!(await dialog.getByRole('radio', { name: new RegExp(modal.methods.mobileId) }).isDisabled()))
        throw new Error('Mobile-ID signing is offered after an ID-card login');
    });

    await step("sign with the ID-card, the PIN cancelled: the card's text and a retry", async () => {
      await answerNext(page, 'SIGN', 'user_cancel');
      await choose(dialog.getByRole('checkbox', { name: modal.terms }));
      await choose(dialog.getByRole('radio', { name: new RegExp(modal.methods.idCard) }));
      await dialog.getByRole('button', { name: modal.sign }).click();
      await dialog.getByText(exact(et.errors.idCard.user_cancel)).waitFor();
    });

    await step('retry: the card signs the SHA-256 hash, the status says signed → dashboard', async () => {
      await dialog.getByRole('button', { name: exact(et.common.actions.retry) }).click();
      await page.waitForURL('**/dashboard', { timeout: 20_000 });
      const signs = (await extensionCalls(page)).filter((call) => call.type === 'SIGN');
      if (signs.length === 0 || signs.some((call) => call.hashtype !== 'SHA-256'))
        throw new Error(`the card was asked to sign: ${JSON.stringify(signs)}`);
    });

    await step('the "no contract" banner is gone: the contract waits for the operator', async () => {
      await banner().getByText(et.screens.shell.gate.pendingContract).waitFor();
      if ((await page.getByText(et.screens.shell.gate.noContract).count()) > 0)
        throw new Error('the "no contract" banner is still shown after signing');
    });
    await done();
  } finally {
    bench.close();
  }
}
