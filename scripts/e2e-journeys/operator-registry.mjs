// The operator's day in the registry (issue #15): a scanned EAN selects its applications, which go to testing
// and appear under "Testimine"; a tested package's result is confirmed, the package is registered with a sales
// start date from its details, and it shows as registered in "Kõik pakendid" with its details read-only.
import { scanCode, selectRowByEan, startDateToday, tableRowByEan } from './support/registry-steps.mjs';

export const title = 'operator: scan an application into testing; confirm a test result and register the package';

/** @param {{ browser: any, baseUrl: string, step: Function, openPage: Function, logInByEmail: Function, expectOneHeading: Function, exact: Function, startsWith: Function, et: any }} kit */
export async function run({ browser, baseUrl, step, openPage, logInByEmail, expectOneHeading, exact, startsWith, et }) {
  const registry = et.screens.operator.registry;
  const applications = et.screens.operator.registryApplications;
  const actions = et.widgets.confirmWithProblems.actions;
  const details = et.screens.operator.packageDetails;
  const { page, done } = await openPage(browser, baseUrl);
  const tab = (name) => page.getByRole('tab', { name: exact(name) });
  let scanned = '';
  let tested = '';

  await step('log in as the operator → the applications list is the landing page', async () => {
    await logInByEmail(page, { email: 'admin@demo.ee', password: 'demo' }, '**/registry/applications');
    await page.getByRole('button', { name: et.widgets.cookieBanner.accept }).click();
    await expectOneHeading(page);
  });

  await step(
    'a scanner reads an application’s EAN → its rows are selected, "Valitud näidised (n)" counts them',
    async () => {
      const table = page.getByRole('table', { name: applications.caption });
      const firstEan = table
        .getByRole('row')
        .nth(1)
        .getByRole('cell')
        .filter({ hasText: /^\d{8,14}$/ });
      scanned = (await firstEan.first().innerText()).trim();
      await scanCode(page, scanned);
      await page
        .getByText(applications.scan.nowSelectedOne.replace('{{ean}}', scanned))
        .filter({ visible: true })
        .first()
        .waitFor();
      await page.getByRole('button', { name: startsWith(applications.selection.open.split('(')[0]) }).waitFor();
    },
  );

  await step(
    '"Valitud näidised" → "Kinnita ja esita näidised (n) testimisse" → confirmed → "Saadetud testimisse"',
    async () => {
      await page.getByRole('button', { name: startsWith(applications.selection.open.split('(')[0]) }).click();
      const modal = page.getByRole('dialog', { name: applications.selection.title });
      await modal.getByRole('button', { name: startsWith(applications.selection.sendToTesting.split('(')[0]) }).click();
      const confirm = page.getByRole('alertdialog', { name: applications.sendConfirm.title });
      await confirm.getByRole('button', { name: exact(applications.sendConfirm.confirm) }).click();
      await page
        .getByText(new RegExp(`${registry.results.sent.split('{{')[0]}.*${scanned}`))
        .filter({ visible: true })
        .first()
        .waitFor();
    },
  );

  await step('"Testimine": the scanned package is in testing', async () => {
    await page.keyboard.press('Escape').catch(() => {});
    await tab(et.routes.operatorTesting).first().click();
    await page.waitForURL('**/registry/testing');
    await tableRowByEan(page, et.screens.operator.registryTesting.caption, scanned).waitFor();
  });

  await step(
    'a test-unconfirmed OK package: "Kinnita 1 testitulemus(t)" with a sales start date → confirmed',
    async () => {
      const table = page.getByRole('table', { name: et.screens.operator.registryTesting.caption });
      const row = table
        .getByRole('row')
        .filter({ hasText: 'Test kinnitamata' })
        .filter({ has: page.getByText(exact('OK')) })
        .first();
      tested = (
        await row
          .getByRole('cell')
          .filter({ hasText: /^\d{8,14}$/ })
          .first()
          .innerText()
      ).trim();
      await selectRowByEan(page, et.screens.operator.registryTesting.caption, tested);
      await page.getByRole('button', { name: exact(actions.confirmResults.open.replace('{{count}}', '1')) }).click();
      const dialog = page.getByRole('alertdialog', { name: actions.confirmResults.title });
      await startDateToday(dialog, registry.testLists.startDate);
      await dialog.getByRole('button', { name: exact(actions.confirmResults.confirm) }).click();
      await page
        .getByText(new RegExp(`${registry.results.confirmed.split('{{')[0]}.*${tested}`))
        .filter({ visible: true })
        .first()
        .waitFor();
    },
  );

  await step(
    'its details: "Registreeri pakend" → sales start date → "Registreeri" → "Kinnita registreerimine"',
    async () => {
      await tab(et.routes.allPackages).first().click();
      await page.waitForURL('**/registry/packages**');
      await page
        .getByRole('textbox', { name: startsWith(registry.columns.ean) })
        .first()
        .fill(tested);
      await page.getByRole('button', { name: exact(et.ui.filterBar.search) }).click();
      // The unfiltered first page can show the same EAN: wait for the searched list (its one row), or the click
      // lands on a row that the search's answer is about to replace and goes nowhere (a fresh-clone flake).
      await page.waitForURL(`**ean=${tested}**`);
      await page
        .getByRole('table', { name: et.screens.operator.registryPackages.caption })
        .locator('tbody tr')
        .nth(1)
        .waitFor({ state: 'detached' });
      await tableRowByEan(page, et.screens.operator.registryPackages.caption, tested).click();
      await page.waitForURL('**/registry/package/*');
      // Registering needs the location mark (spec §5 "Registering"): the details form's "Asukohatähis".
      await page.getByRole('textbox', { name: startsWith(details.general.fields.location) }).fill('R-12');
      await page.getByRole('button', { name: exact(details.approve.button) }).click();
      const dialog = page.getByRole('dialog', { name: details.approve.title });
      await startDateToday(dialog, details.approve.startDate);
      await dialog.getByRole('button', { name: exact(details.approve.register) }).click();
      const confirm = page.getByRole('alertdialog', { name: details.approve.confirmTitle });
      await confirm.getByRole('button', { name: exact(details.approve.register) }).click();
      await page.getByText(details.approve.registered).filter({ visible: true }).first().waitFor();
    },
  );

  await step('registered: the approve button is gone, "EAN kood" is read-only', async () => {
    await page.getByRole('button', { name: exact(details.approve.button) }).waitFor({ state: 'detached' });
    const ean = page.getByRole('textbox', { name: startsWith(registry.columns.ean) });
    if ((await ean.count()) && (await ean.first().isEditable()))
      throw new Error('a registered package’s EAN is editable');
  });

  await step('"Kõik pakendid": the package shows as registered', async () => {
    await page.getByRole('button', { name: exact(details.back) }).click();
    await page.waitForURL('**/registry/packages**');
    await tableRowByEan(page, et.screens.operator.registryPackages.caption, tested)
      .getByText(exact('Registreeritud'))
      .waitFor();
  });

  await done();
}
