// A sales report's repair across roles (issue #27), in one browser context so the demo backend's state carries
// from one login to the next: the client adds a repair to a submitted report and submits it → the operator finds
// it under "Kinnitamata parandused" and cancels it with a reason → the client sees the repair rejected, with why.
import { logOut } from './support/client-steps.mjs';

export const title = 'Sales repair: client submits a repair → operator cancels it with a reason → client reads why';

const PERIOD = '09.2026';
const COMPANY = 'Põhjala Joogitehas OÜ';
const REASON = 'Kogused ei vasta saatelehtedele.';
const operator = { email: 'admin@demo.ee', password: 'demo' };

/** @param {{ browser: any, baseUrl: string, step: Function, openPage: Function, logInByEmail: Function, expectOneHeading: Function, exact: Function, et: any }} kit */
export async function run({ browser, baseUrl, step, openPage, logInByEmail, expectOneHeading, exact, et }) {
  const list = et.screens.client.salesReports;
  const report = et.screens.client.salesReport;
  const review = et.screens.operator.salesReports;
  const fill = (template, values) => template.replace(/\{\{(\w+)\}\}/g, (_, name) => values[name]);
  const { page, done } = await openPage(browser, baseUrl);
  let repairAddress = '';

  /** Chooses a row menu's item: the menu opened by its button, the item clicked. */
  async function choose(menuName, item) {
    await page.getByRole('button', { name: exact(menuName) }).click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: exact(item) })
      .click();
  }

  await step(`client: its ${PERIOD} report → "Lisa parandus" → the repair "Esita", confirmed`, async () => {
    await logInByEmail(page);
    await page.goto('/reports/sales');
    await page.getByRole('button', { name: et.widgets.cookieBanner.accept }).click();
    await expectOneHeading(page);
    await choose(fill(list.menuLabel, { period: PERIOD }), list.actions['add-repair']);
    await page.waitForURL(/\/reports\/sale\/\d+\/repair$/);
    repairAddress = new URL(page.url()).pathname;
    // a new repair opens with what a repair is: read, then closed
    const info = page.getByRole('dialog', { name: et.screens.client.salesReportRepair.infoTitle });
    await info.getByRole('button', { name: exact(et.screens.client.salesReportRepair.infoClose) }).click();
    await page.getByRole('button', { name: exact(report.submit) }).click();
    const dialog = page.getByRole('alertdialog', { name: report.submitTitle });
    await dialog.getByRole('button', { name: exact(report.submit) }).click();
    await page.waitForURL('**/reports/sales');
    await logOut(page, et);
  });

  await step('operator: "Kinnitamata parandused" → the repair → "Tühista parandus" with a reason', async () => {
    await logInByEmail(page, operator, '**/registry/applications');
    await page.goto('/reports/unconfirmed');
    await expectOneHeading(page);
    await choose(fill(list.repairMenuLabel, { period: `${COMPANY} ${PERIOD}` }), list.actions['cancel-repair']);
    const dialog = page.getByRole('alertdialog', { name: review.cancelTitle });
    await dialog.getByRole('textbox', { name: new RegExp(review.reason) }).fill(REASON);
    await dialog.getByRole('button', { name: exact(review.cancelTitle) }).click();
    await page.getByText(fill(review.cancelled, { period: PERIOD })).waitFor();
    await logOut(page, et);
  });

  await step('client: the repair is rejected, and says why', async () => {
    await logInByEmail(page);
    await page.goto(repairAddress);
    await page.getByText(et.screens.client.salesReportRepair.rejected).waitFor();
    await page.getByText(fill(et.screens.client.salesReportRepair.rejectedReason, { reason: REASON })).waitFor();
  });

  await done();
}
