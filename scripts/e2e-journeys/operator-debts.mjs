// The operator chases a debt (issue #27): from "Võlad" a client's row opens its invoices, where "Saada uuesti"
// and "Saada koondarve" are sent, and Back returns to the debts with their filter; the package details' debt
// alert leads to the same page.
export const title =
  'operator: debts → a client’s invoices → reminders; the package details’ debt alert → the same page';

/** @param {{ browser: any, baseUrl: string, step: Function, openPage: Function, logInByEmail: Function, expectOneHeading: Function, exact: Function, startsWith: Function, et: any }} kit */
export async function run({ browser, baseUrl, step, openPage, logInByEmail, expectOneHeading, exact, startsWith, et }) {
  const debts = et.screens.operator.debts;
  const invoices = et.screens.operator.clientInvoices;
  const { page, done } = await openPage(browser, baseUrl);
  let clientPath = '';
  /** The longest a debt is overdue (the list's first row): the filter's lower end. */
  let longest = 0;
  // a row's days overdue, read from its "N päeva" (the days column's text)
  const daysPattern = debts.days.replace('{{count}}', '(\\d+)');
  const daysIn = (rowText) => Number(new RegExp(daysPattern).exec(rowText)?.[1] ?? Number.NaN);

  await step('log in as the operator → "Võlad" in the sidebar → the debts, the most overdue first', async () => {
    await logInByEmail(page, { email: 'admin@demo.ee', password: 'demo' }, '**/registry/applications');
    await page.getByRole('button', { name: et.widgets.cookieBanner.accept }).click();
    await page
      .getByRole('navigation')
      .getByRole('link', { name: exact(et.routes.debts) })
      .click();
    await page.waitForURL('**/debts');
    await expectOneHeading(page);
    // the first row once the list has answered (before, the table's only row is its loading row)
    const first = page
      .getByRole('table', { name: debts.caption })
      .getByRole('row')
      .filter({ hasText: new RegExp(daysPattern) })
      .first();
    longest = daysIn(await first.innerText());
    if (!Number.isInteger(longest)) throw new Error(`no days overdue in the first row: ${await first.innerText()}`);
  });

  await step(
    'days overdue from the longest, "Otsi" → only the longest debts; a row → the client’s invoices',
    async () => {
      const range = page.getByRole('group', { name: debts.filters.overdueDays });
      await range.getByRole('textbox', { name: exact(et.ui.filterBar.from) }).fill(String(longest));
      await page.getByRole('button', { name: exact(et.ui.filterBar.search) }).click();
      await page.waitForURL(new RegExp(`overdueDays\\.from=${longest}`));
      // the list filters the answer it has: wait until every row shown is that long overdue
      await page.waitForFunction(
        ([min, pattern]) => {
          const rows = [...document.querySelectorAll('tr[data-body-row]')];
          const days = (row) => Number(new RegExp(pattern).exec(row.textContent ?? '')?.[1] ?? Number.NaN);
          return rows.length > 0 && rows.every((row) => days(row) >= min);
        },
        [longest, daysPattern],
      );
      const first = page.getByRole('table', { name: debts.caption }).getByRole('row').nth(1);
      await first.click();
      await page.waitForURL(/\/client-invoices\/\d+$/);
      clientPath = new URL(page.url()).pathname;
    },
  );

  await step('"Saada uuesti" on an unpaid invoice, then "Saada koondarve" → each said sent', async () => {
    const resend = page.getByRole('button', { name: startsWith(invoices.sendReminder) }).first();
    await resend.click();
    await page.getByText(invoices.reminderSent).filter({ visible: true }).first().waitFor();
    await page.getByRole('button', { name: exact(invoices.sendSummary) }).click();
    await page.getByText(invoices.summarySent).filter({ visible: true }).first().waitFor();
  });

  await step('"Tagasi võlgade juurde" → the debts, still filtered', async () => {
    await page.getByRole('button', { name: exact(invoices.back) }).click();
    await page.waitForURL(new RegExp(`/debts\\?.*overdueDays\\.from=${longest}`));
    const range = page.getByRole('group', { name: debts.filters.overdueDays });
    const from = await range.getByRole('textbox', { name: exact(et.ui.filterBar.from) }).inputValue();
    if (from !== String(longest)) throw new Error(`the filter came back as "${from}"`);
  });

  await step(
    'a package of a client in debt: its alert "Halda kliendi võlgnevusi" → the client’s invoices',
    async () => {
      const client = clientPath.split('/').at(-1);
      await page.goto(`${baseUrl}/registry/packages?client=${client}`);
      await page
        .getByRole('table', { name: et.screens.operator.registryPackages.caption })
        .getByRole('row')
        .nth(1)
        .click();
      await page.waitForURL(/\/registry\/package\/\d+$/);
      await page.getByRole('link', { name: exact(et.screens.operator.packageDetails.alerts.debtLink) }).click();
      await page.waitForURL(`**${clientPath}`);
      await page.getByRole('button', { name: exact(invoices.sendSummary) }).waitFor();
    },
  );

  await done();
}
