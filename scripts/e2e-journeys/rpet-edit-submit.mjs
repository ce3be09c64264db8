// The demo client fills in its unsubmitted rPET report and submits it (issue #14): a percentage saved on blur
// (the total changes and the value survives a reload), one save the demo backend refuses — the line of a
// package deleted from the register since the report was made (fixtures' DEMO_STALE_RPET_PACKAGE) — restored
// with the reason shown, the empty percentages filled, then the submit, confirmed, and the report read-only.
import { fillEmptyPercentages } from './support/rpet-steps.mjs';

export const title = 'rPET: edit a percentage, a refused save restored, submit';

/** The demo's stale line (fixtures/src/demo/seed-rpet.ts, DEMO_STALE_RPET_PACKAGE): its percentage is 30. */
const STALE_PRODUCT = 'Põhjala Suvi 0,33 l';
const REFUSED_SAVE = /Failed to load resource: the server responded with a status of 400/;

export async function run({ browser, baseUrl, step, openPage, logInByEmail, expectOneHeading, exact, startsWith, et }) {
  // The refused save is a 400, which the browser logs as a console error: expected once, and only once.
  const { page, done } = await openPage(browser, baseUrl, { expectedConsoleErrors: [REFUSED_SAVE] });
  const detail = et.screens.client.rpetReportDetail;
  const list = et.screens.client.rpetReportList;
  const prefix = (template) => template.split('{{')[0];
  const percentageOf = (product) =>
    page.getByRole('spinbutton', { name: exact(`${prefix(detail.percentageLabel)}${product}`) });
  const totalTile = () =>
    page.getByRole('listitem').filter({ hasText: et.widgets.reportHeader.totals.totalRecycledPercentage });

  await step('log in by e-mail → dashboard; accept cookies', async () => {
    await logInByEmail(page);
    await page.getByRole('button', { name: et.widgets.cookieBanner.accept }).click();
  });

  await step('reports → the rPET tab → the unsubmitted report', async () => {
    await page
      .getByRole('link', { name: exact(et.routes.reports) })
      .first()
      .click();
    await page.waitForURL('**/reports/sales');
    await page.getByRole('tab', { name: exact(et.routes.rpetReports) }).click();
    await page.waitForURL('**/reports/rpet');
    const row = page.getByRole('row').filter({ hasText: et.status.rpet.unsubmitted }).first();
    await row.getByRole('button', { name: startsWith(prefix(list.menuLabel)) }).click();
    await page.getByRole('menuitem', { name: list.actions.open }).click();
    await page.waitForURL(/\/reports\/rpet\/\d+$/);
    await page.getByRole('table', { name: detail.linesCaption }).waitFor();
    await expectOneHeading(page);
  });

  await step('change a percentage, Tab away → saved: the total changes and survives a reload', async () => {
    const field = page.getByRole('spinbutton', { name: startsWith(prefix(detail.percentageLabel)) }).first();
    const before = await totalTile().innerText();
    await field.fill('45,5');
    await field.press('Tab');
    await page.waitForFunction(
      ([label, old]) =>
        [...document.querySelectorAll('li')].some((li) => li.innerText.includes(label) && li.innerText !== old),
      [et.widgets.reportHeader.totals.totalRecycledPercentage, before],
    );
    // the reload's pagehide makes the demo write its data at once (fixtures/src/demo/worker.ts)
    await page.reload();
    const again = page.getByRole('spinbutton', { name: startsWith(prefix(detail.percentageLabel)) }).first();
    await page.waitForFunction((element) => element.value === '45,5', await again.elementHandle());
  });

  await step('a save the backend refuses: the old value comes back and the reason is shown', async () => {
    const stale = percentageOf(STALE_PRODUCT);
    const old = await stale.inputValue();
    await stale.fill('50');
    await stale.press('Tab');
    await page
      .getByRole('table', { name: detail.linesCaption })
      .getByText(startsWith(prefix(et.errors.rpet.percentage)))
      .waitFor();
    await page.waitForFunction(([element, value]) => element.value === value, [await stale.elementHandle(), old]);
    if (old !== '30') throw new Error(`the stale line should keep 30, shows ${old}`);
  });

  await step('fill the empty percentages, submit and confirm → submitted, read-only', async () => {
    await fillEmptyPercentages(page);
    await page.getByRole('button', { name: exact(detail.submit) }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: exact(detail.submit) }).click();
    await page.getByText(detail.readOnlySubmitted).waitFor();
    if ((await page.getByRole('spinbutton').count()) !== 0) throw new Error('percentages still editable after submit');
  });

  await step('after a reload the report is still submitted', async () => {
    await page.reload();
    await page.getByText(detail.readOnlySubmitted).waitFor();
    await page.getByRole('button', { name: exact(detail.submit) }).waitFor({ state: 'detached' });
  });
  await done();
}
