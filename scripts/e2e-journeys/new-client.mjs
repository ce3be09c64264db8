// "Create new client" from the role selector (issue #14): the active client becomes 0 and the user, who has no
// user type for a company that does not exist yet, makes the new company's contract — not the missing-access
// message. Mari Tamm (klient@demo.ee) fills in the new company, signs by Smart-ID and is then a client of it,
// with the contract waiting for the operator.

export const title = 'create a new client from the role selector and sign its contract';

const COMPANY = {
  companyName: 'E2E Uus Joogitootja OÜ',
  regNumber: '16000016',
  kmkr: 'EE102000016',
  companyEmail: 'arved@e2e-uus.ee',
  iban: 'EE382200221020145685',
  fullAddress: 'Pärnu mnt 10, Tallinn',
  zipCode: '10148',
  city: 'Tallinn',
};

/** Focus a checkbox or radio and press Space. */
async function choose(control) {
  await control.focus();
  await control.press('Space');
}

export async function run({ browser, baseUrl, step, openPage, logInByEmail, startsWith, et }) {
  const { page, done } = await openPage(browser, baseUrl);
  const modal = et.widgets.signingModal;
  const dialog = page.getByRole('dialog');
  const field = (key) => dialog.getByRole('textbox', { name: startsWith(modal.fields[key]) });

  await step('log in by e-mail → dashboard; accept cookies', async () => {
    await logInByEmail(page);
    await page.getByRole('button', { name: et.widgets.cookieBanner.accept }).click();
  });

  await step('role selector → "create new client": the contract form, not the missing-access message', async () => {
    await page.getByRole('button', { name: new RegExp(et.widgets.roleSelector.current) }).click();
    await page.getByRole('menuitem', { name: et.widgets.roleSelector.createClient }).click();
    await page.waitForURL('**/dashboard/contract');
    await field('firstName').waitFor();
    if ((await page.getByText(et.screens.shell.gate.unverified).count()) > 0)
      throw new Error('the new client sees "Puuduvad õigused …"');
    if ((await field('companyName').inputValue()) !== '') throw new Error('the new company is not empty');
  });

  await step('fill in the new company, accept the terms, sign by Smart-ID → dashboard', async () => {
    for (const key of ['firstName', 'lastName', 'phone', 'profession', 'email']) {
      if ((await field(key).inputValue()) === '') await field(key).fill('E2E');
    }
    for (const [key, value] of Object.entries(COMPANY)) await field(key).fill(value);
    // React Aria draws its box over the hidden input: choose by keyboard, as a user of the keyboard does
    await choose(dialog.getByRole('radio', { name: 'Volikiri' }));
    await choose(dialog.getByRole('checkbox', { name: modal.terms }));
    await choose(dialog.getByRole('radio', { name: new RegExp(modal.methods.smartId) }));
    await dialog.getByRole('button', { name: modal.sign }).click();
    await dialog
      .getByTestId('control-code-panel')
      .getByText(/^\d{4}$/)
      .waitFor();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
  });

  await step('the new company is the active client; its contract waits for the operator', async () => {
    await page.getByTestId('contract-banner').getByText(et.screens.shell.gate.pendingContract).waitFor();
    await page
      .getByRole('button', { name: new RegExp(COMPANY.companyName) })
      .first()
      .waitFor();
  });
  await done();
}
