// The operator confirms return reports in bulk, one of them refused (issue #27): Tartu Karastusjoogid asked a
// question on its report that nobody answered, so the server refuses that one ('report_has_open_comments'); it
// stays selected with its reason, the other is confirmed — and the client (Põhjala) then sees its report confirmed.
import { logOut } from './support/client-steps.mjs';

export const title =
  'operator: bulk confirm of return reports, one refused and kept selected → the client sees the other confirmed';

const POHJALA = 'Põhjala Joogitehas OÜ';
const TARTU = 'Tartu Karastusjoogid AS';

/** @param {{ browser: any, baseUrl: string, step: Function, openPage: Function, logInByEmail: Function, expectOneHeading: Function, exact: Function, startsWith: Function, et: any }} kit */
export async function run({ browser, baseUrl, step, openPage, logInByEmail, expectOneHeading, exact, startsWith, et }) {
  const returns = et.screens.operator.returnReports;
  // the refusal is the server's 400, which the browser logs once
  const { page, done } = await openPage(browser, baseUrl, { expectedConsoleErrors: [/status of 400/] });
  const table = () => page.getByRole('table', { name: returns.caption });
  const checkbox = (company) =>
    table().getByRole('checkbox', { name: startsWith(et.ui.dataTable.selectRow.replace('{{label}}', company)) });
  const openReturns = async () => {
    await page
      .getByRole('navigation')
      .getByRole('link', { name: exact(et.routes.reports) })
      .click();
    await page.waitForURL('**/reports/sales');
    await page.getByRole('tab', { name: exact(et.routes.returnReports) }).click();
    await page.waitForURL('**/reports/returns');
    await expectOneHeading(page);
  };

  await step('log in as the operator → Aruanded → Tagastusaruanded → only the unconfirmed', async () => {
    await logInByEmail(page, { email: 'admin@demo.ee', password: 'demo' }, '**/registry/applications');
    await page.getByRole('button', { name: et.widgets.cookieBanner.accept }).click();
    // the operator's sales list (the Aruanded link's landing) is another part of #27: the returns by address
    await page.goto(`${baseUrl}/reports/returns`);
    await expectOneHeading(page);
    const search = page.getByRole('search', { name: returns.searchTitle });
    await search.getByRole('button', { name: new RegExp(returns.filters.confirmed) }).click();
    await page.getByRole('option', { name: exact(returns.confirmedChoices.false) }).click();
    // the filtered page has answered (till then the table still shows every report)
    const answered = page.waitForResponse(
      (response) => /\/return-reports\/\?/.test(response.url()) && response.url().includes('confirmed=false'),
    );
    await search.getByRole('button', { name: exact(et.ui.filterBar.search) }).click();
    await page.waitForURL(/confirmed=false/);
    await answered;
    // the table has drawn the filtered answer: one report of Tartu's left
    await page.waitForFunction(
      (label) => document.querySelectorAll(`input[type="checkbox"][aria-label^="${label}"]`).length === 1,
      et.ui.dataTable.selectRow.replace('{{label}}', TARTU),
    );
  });

  await step('Põhjala’s and Tartu’s reports selected → "Kinnita aruanded (2)"', async () => {
    // from the keyboard: the checkbox's input is drawn under its label
    for (const company of [POHJALA, TARTU]) {
      await checkbox(company).focus();
      await page.keyboard.press('Space');
    }
    await page.getByRole('button', { name: exact(returns.confirm.replace('{{count}}', '2')) }).click();
  });

  await step('one confirmed; Tartu’s refused with its reason and still selected', async () => {
    await page.getByText(returns.confirmed.replace('{{count}}', '1')).waitFor();
    const reason = page.getByText(new RegExp(`^${TARTU} .*: report_has_open_comments$`));
    await reason.waitFor();
    // the list reloads without the confirmed report; the refused one keeps its tick
    await table()
      .getByRole('row', { name: new RegExp(POHJALA) })
      .waitFor({ state: 'detached' });
    if (!(await checkbox(TARTU).isChecked())) throw new Error('the refused report is no longer selected');
    await page.getByText(exact(et.ui.dataTable.selectedCount.replace('{{count}}', '1'))).waitFor();
    await logOut(page, et);
  });

  await step('the client: Tagastusaruanded → its newest report is confirmed (a date, not "Kinnitamata")', async () => {
    await logInByEmail(page);
    await openReturns();
    const clientTable = page.getByRole('table', { name: et.screens.client.returnReports.caption });
    const newest = clientTable.getByRole('row').nth(1);
    await newest.getByText(/^\d{2}\.\d{2}\.\d{4}$/).waitFor();
    if ((await newest.getByText(exact(et.status.returnReport.unconfirmed)).count()) !== 0)
      throw new Error(`the newest report is still unconfirmed: ${await newest.innerText()}`);
  });

  await done();
}
