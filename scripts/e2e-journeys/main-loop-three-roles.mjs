// The product's main loop across the three roles (issue #16), in one browser context so the demo backend's
// state carries from one login to the next: the client registers a package and submits the application → the
// operator scans its EAN and sends it to testing → the laboratory scans it, measures it NOK and finishes testing →
// the operator confirms the result (the package waits) and sends it to retesting from its details → the
// laboratory's retest passes → the operator confirms it from the Retesting list and registers the package → the
// client sees it registered (issue #25: the status flow's retest path, end to end).
import { addPackageToApplication, logOut, submitApplication } from './support/client-steps.mjs';
import { scanCode, selectRowByEan, startDateToday, tableRowByEan } from './support/registry-steps.mjs';

export const title =
  'the main loop: client applies → operator sends to testing → partner tests NOK → retest OK → operator registers';

/** A new EAN-13 (valid check digit, not in the demo data, not the one the first journey adds). */
const LOOP_EAN = '4740000888883';
const LOOP_NAME = 'Ringluse Vesi 0,5 l';

/** @param {{ browser: any, baseUrl: string, step: Function, openPage: Function, logInByEmail: Function, expectOneHeading: Function, exact: Function, startsWith: Function, et: any }} kit */
export async function run({ browser, baseUrl, step, openPage, logInByEmail, expectOneHeading, exact, startsWith, et }) {
  const registry = et.screens.operator.registry;
  const applications = et.screens.operator.registryApplications;
  const actions = et.widgets.confirmWithProblems.actions;
  const details = et.screens.operator.packageDetails;
  const partnerLists = et.screens.partner.packageLists;
  const form = et.widgets.testMeasurementForm;
  const { page, done } = await openPage(browser, baseUrl);
  const operator = { email: 'admin@demo.ee', password: 'demo' };
  const dashboard = et.screens.client.dashboard.latestPackages;
  /** The dashboard's "Registreerimata pakendeid" figure (the tile's label, then its value). */
  const notRegisteredCount = async () => {
    const tile = page.getByText(exact(dashboard.notRegistered)).locator('..');
    const value = Number((await tile.innerText()).replace(dashboard.notRegistered, '').trim());
    if (!Number.isInteger(value)) throw new Error(`no count in "${await tile.innerText()}"`);
    return value;
  };
  let notRegisteredBefore = 0;

  await step('client: register a package and submit the application', async () => {
    await logInByEmail(page);
    await page.getByRole('button', { name: et.widgets.cookieBanner.accept }).click();
    await addPackageToApplication(page, et, { ean: LOOP_EAN, name: LOOP_NAME });
    await submitApplication(page, et);
    // The count is read from a fresh load: reached by its link, the dashboard first shows the answer cached at
    // the first visit (without the new package) until its refetch lands, and LOOP_NAME is on the page left behind.
    await page.goto('/dashboard');
    await page.getByText(LOOP_NAME).filter({ visible: true }).first().waitFor();
    notRegisteredBefore = await notRegisteredCount();
    await logOut(page, et);
  });

  await step('operator: scan the EAN on the applications list → selected → sent to testing', async () => {
    await logInByEmail(page, operator, '**/registry/applications');
    await tableRowByEan(page, applications.caption, LOOP_EAN).waitFor();
    await scanCode(page, LOOP_EAN);
    await page
      .getByText(applications.scan.nowSelectedOne.replace('{{ean}}', LOOP_EAN))
      .filter({ visible: true })
      .first()
      .waitFor();
    await page.getByRole('button', { name: exact(applications.selection.open.replace('{{count}}', '1')) }).click();
    const modal = page.getByRole('dialog', { name: applications.selection.title });
    await modal
      .getByRole('button', { name: exact(applications.selection.sendToTesting.replace('{{count}}', '1')) })
      .click();
    const confirm = page.getByRole('alertdialog', { name: applications.sendConfirm.title });
    await confirm.getByRole('button', { name: exact(applications.sendConfirm.confirm) }).click();
    await page
      .getByText(registry.results.sent.replace('{{eans}}', LOOP_EAN))
      .filter({ visible: true })
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await logOut(page, et);
  });

  /** The partner's test form of the package, reached by scanning its EAN on a tab's list. */
  const testForm = () => page.getByRole('form', { name: new RegExp(`EAN ${LOOP_EAN}`) });
  async function scanOnPartnerList(landing, caption) {
    await logInByEmail(page, { email: 'partner@demo.ee', password: 'demo' }, '**/packages/testing');
    if (landing !== '/packages/testing') await page.goto(landing);
    await tableRowByEan(page, caption, LOOP_EAN).waitFor();
    await scanCode(page, LOOP_EAN);
    await testForm().waitFor();
  }
  /** Measures the barcode (OK: fits; NOK: too low), "Esita", then finishes the (re)testing. */
  async function measureAndFinish(result, finish, finishTitle) {
    const test = testForm();
    const field = (label) => test.getByRole('textbox', { name: startsWith(label) });
    await field(form.width).fill('33');
    await field(form.height).fill(result === 'OK' ? '24' : '12,5');
    await field(form.pv).fill('2');
    await field(form.vv).fill('2');
    // A radio is chosen as a keyboard user does: focus it, Space (its label is drawn over the native input).
    for (const choice of [form.no, result]) {
      await test.getByRole('radio', { name: exact(choice) }).focus();
      await page.keyboard.press('Space');
    }
    await test.getByRole('button', { name: exact(form.submit) }).click();
    await page.getByText(form.submitted.replace('{{status}}', result)).filter({ visible: true }).first().waitFor();
    await page.getByRole('button', { name: exact(finish) }).click();
    const dialog = page.getByRole('alertdialog', { name: finishTitle });
    await dialog.getByRole('button', { name: exact(finish) }).click();
    await page.getByText(partnerLists.finished).filter({ visible: true }).first().waitFor();
    await logOut(page, et);
  }
  /** The operator's testing or retesting tab: the package selected, "Kinnita 1 testitulemus(t)" with a date. */
  async function confirmOnTab(tab, path, caption) {
    await logInByEmail(page, operator, '**/registry/applications');
    await page
      .getByRole('tab', { name: exact(tab) })
      .first()
      .click();
    await page.waitForURL(`**${path}**`);
    await selectRowByEan(page, caption, LOOP_EAN);
    await page.getByRole('button', { name: exact(actions.confirmResults.open.replace('{{count}}', '1')) }).click();
    const dialog = page.getByRole('alertdialog', { name: actions.confirmResults.title });
    await startDateToday(dialog, registry.testLists.startDate);
    await dialog.getByRole('button', { name: exact(actions.confirmResults.confirm) }).click();
    await page
      .getByText(registry.results.confirmed.replace('{{eans}}', LOOP_EAN))
      .filter({ visible: true })
      .first()
      .waitFor();
  }
  /** The package's details from "Kõik pakendid". */
  async function openDetails() {
    await page
      .getByRole('tab', { name: exact(et.routes.allPackages) })
      .first()
      .click();
    await page.waitForURL('**/registry/packages**');
    await tableRowByEan(page, et.screens.operator.registryPackages.caption, LOOP_EAN).click();
    await page.waitForURL('**/registry/package/*');
  }

  await step('partner: scan the EAN on "Testimisel" → its row opens with the test form', () =>
    scanOnPartnerList('/packages/testing', et.screens.partner.partnerTesting.caption),
  );

  await step('partner: measure the barcode (NOK), "Esita" → submitted; "Lõpeta testimine" → confirmed', () =>
    measureAndFinish('NOK', partnerLists.finishTesting, partnerLists.finishTestingTitle),
  );

  await step('operator: "Testimine" → the tested package → "Kinnita 1 testitulemus(t)" with a start date', () =>
    confirmOnTab(et.routes.operatorTesting, '/registry/testing', et.screens.operator.registryTesting.caption),
  );

  await step('operator: the package waits after its failed test; its details send it to retesting', async () => {
    await openDetails();
    await page.getByRole('button', { name: exact(details.testing.sendToTesting) }).click();
    await page.getByText(details.testing.sent).filter({ visible: true }).first().waitFor();
    await logOut(page, et);
  });

  await step('partner: "Kordustestimisel" → scan → the retest passes (OK); "Lõpeta kordustestimine"', async () => {
    await scanOnPartnerList('/packages/retesting', et.screens.partner.partnerRetesting.caption);
    await measureAndFinish('OK', partnerLists.finishRetesting, partnerLists.finishRetestingTitle);
  });

  await step('operator: "Kordustestimine" → the passed retest → "Kinnita 1 testitulemus(t)"', () =>
    confirmOnTab(et.routes.operatorRetesting, '/registry/retesting', et.screens.operator.registryRetesting.caption),
  );

  await step(
    'operator: the package’s details → "Registreeri pakend" with a sales start date → registered',
    async () => {
      await openDetails();
      // Registering needs the location mark (spec §5 "Registering"): the details form's "Asukohatähis".
      await page.getByRole('textbox', { name: startsWith(details.general.fields.location) }).fill('R-12');
      await page.getByRole('button', { name: exact(details.approve.button) }).click();
      const dialog = page.getByRole('dialog', { name: details.approve.title });
      await startDateToday(dialog, details.approve.startDate);
      await dialog.getByRole('button', { name: exact(details.approve.register) }).click();
      await page
        .getByRole('alertdialog', { name: details.approve.confirmTitle })
        .getByRole('button', { name: exact(details.approve.register) })
        .click();
      await page.getByText(details.approve.registered).filter({ visible: true }).first().waitFor();
      await logOut(page, et);
    },
  );

  await step('client: the package is registered on the packages list and on the dashboard', async () => {
    await logInByEmail(page);
    await expectOneHeading(page);
    await page.getByText(LOOP_NAME).filter({ visible: true }).first().waitFor();
    const notRegistered = await notRegisteredCount();
    if (notRegistered !== notRegisteredBefore - 1)
      throw new Error(`"${dashboard.notRegistered}" ${notRegisteredBefore} → ${notRegistered}, not one fewer`);
    await page
      .getByRole('link', { name: exact(et.routes.packages) })
      .first()
      .click();
    await page.waitForURL('**/packages');
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: exact(LOOP_EAN) }) })
      .getByText(exact('Registreeritud'))
      .filter({ visible: true })
      .first()
      .waitFor();
  });

  await done();
}
