// The rPET round trip across roles (issue #27), in one browser context so the demo backend's state carries from
// one login to the next: the operator creates the rPET reports of the current year → the client fills in its new
// report and submits it → the operator finds it submitted and unsubmits it → the client can edit it again.

import { logOut } from './support/client-steps.mjs';
import { fillEmptyPercentages } from './support/rpet-steps.mjs';
import { waitForSearchedRows } from './support/searched-list.mjs';

export const title = 'rPET: operator creates the year’s reports → client submits → operator unsubmits → client edits';

const COMPANY = 'Põhjala Joogitehas OÜ';
const operator = { email: 'admin@demo.ee', password: 'demo' };

/** @param {{ browser: any, baseUrl: string, step: Function, openPage: Function, logInByEmail: Function, expectOneHeading: Function, exact: Function, startsWith: Function, et: any }} kit */
export async function run({ browser, baseUrl, step, openPage, logInByEmail, expectOneHeading, exact, et }) {
  const list = et.screens.operator.rpetReports;
  const report = et.screens.operator.rpetReport;
  const detail = et.screens.client.rpetReportDetail;
  const { page, done } = await openPage(browser, baseUrl);
  /** The year the operator creates: the newest the dialog offers (the demo's current year). */
  let year = '';

  /** Chooses an option of a select (its button is named by its value and its label) in `scope`; `null`: the first. */
  async function choose(scope, label, option) {
    await scope.getByRole('button', { name: label }).first().click();
    const listbox = page.getByRole('listbox');
    const item =
      option === null ? listbox.getByRole('option').first() : listbox.getByRole('option', { name: exact(option) });
    const chosen = (await item.innerText()).trim();
    await item.click();
    return chosen;
  }

  /** The operator's rPET list (its address: the sales reports' tab bar is another screen's). */
  async function operatorRpetList() {
    await logInByEmail(page, operator, '**/registry/applications');
    await page.goto('/reports/rpet');
    await page.getByRole('tab', { name: exact(et.routes.rpetReports) }).waitFor();
    await expectOneHeading(page);
  }

  /** The client's report of the year, opened from its rPET list. */
  async function clientReport() {
    await logInByEmail(page);
    await page.goto('/reports/rpet');
    const row = page.getByRole('table', { name: et.screens.client.rpetReportList.caption }).getByRole('row');
    await row
      .filter({ hasText: new RegExp(`^\\s*${year}`) })
      .first()
      .click();
    await page.waitForURL(/\/reports\/rpet\/\d+$/);
    await page.getByRole('table', { name: detail.linesCaption }).waitFor();
  }

  await step('operator: the rPET list → "Loo aruanded" for the newest year, all companies → created', async () => {
    await operatorRpetList();
    await page.getByRole('button', { name: et.widgets.cookieBanner.accept }).click();
    await page.getByRole('button', { name: exact(list.create.open) }).click();
    const dialog = page.getByRole('alertdialog', { name: list.create.title });
    year = await choose(dialog, list.create.year, null);
    await dialog.getByRole('button', { name: exact(list.create.confirm) }).click();
    // the list, back on its first page, shows the new year's reports
    await page
      .getByRole('table', { name: list.caption })
      .getByRole('cell', { name: exact(year) })
      .first()
      .waitFor();
    await logOut(page, et);
  });

  await step('client: its new report → every percentage filled → "Esita", confirmed → submitted', async () => {
    await clientReport();
    // the new report's percentages are fields (it is unsubmitted)
    await page.getByRole('spinbutton').first().waitFor();
    await fillEmptyPercentages(page);
    await page.getByRole('button', { name: exact(detail.submit) }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: exact(detail.submit) })
      .click();
    await page.getByText(detail.readOnlySubmitted).waitFor();
    await logOut(page, et);
  });

  await step('operator: searches the company, submitted → its report → "Tühista esitamine", confirmed', async () => {
    await operatorRpetList();
    const search = page.getByRole('search');
    await choose(search, list.filters.client, COMPANY);
    await choose(search, list.filters.submitted, et.status.rpet.submitted);
    await page.getByRole('button', { name: exact(et.ui.filterBar.search) }).click();
    await page.waitForURL(/submitted=true/);
    const table = page.getByRole('table', { name: list.caption });
    await waitForSearchedRows(page, table, COMPANY);
    const row = table.getByRole('row').filter({ hasText: COMPANY }).filter({ hasText: year });
    await row.first().click();
    await page.waitForURL(/\/reports\/rpet\/\d+$/);
    await page.getByRole('button', { name: exact(report.unsubmit) }).click();
    await page
      .getByRole('alertdialog', { name: report.unsubmitTitle })
      .getByRole('button', { name: exact(report.unsubmit) })
      .click();
    await page.getByText(report.unsubmitted.replace('{{period}}', year)).filter({ visible: true }).first().waitFor();
    await page.getByRole('button', { name: exact(report.unsubmit) }).waitFor({ state: 'detached' });
    if ((await page.getByRole('spinbutton').count()) !== 0) throw new Error('the operator may not edit percentages');
    await logOut(page, et);
  });

  await step('client: the report is editable again', async () => {
    await clientReport();
    await page.getByRole('spinbutton').first().waitFor();
    await page.getByRole('button', { name: exact(detail.submit) }).waitFor();
  });
  await done();
}
