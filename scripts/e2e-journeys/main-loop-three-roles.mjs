// The product's main loop across the three roles (issue #16), in one browser context so the demo backend's
// state carries from one login to the next: the client registers a package and submits the application → the
// operator scans its EAN and sends it to testing → the laboratory scans it, fills the test form and finishes
// testing → the operator confirms the result and registers the package → the client sees it registered.
import { addPackageToApplication, logOut, submitApplication } from './support/client-steps.mjs';
import { scanCode, selectRowByEan, startDateToday, tableRowByEan } from './support/registry-steps.mjs';

export const title = 'the main loop: client applies → operator sends to testing → partner tests → operator registers';

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

  await step('partner: scan the EAN on "Testimisel" → its row opens with the test form', async () => {
    await logInByEmail(page, { email: 'partner@demo.ee', password: 'demo' }, '**/packages/testing');
    await tableRowByEan(page, et.screens.partner.partnerTesting.caption, LOOP_EAN).waitFor();
    await scanCode(page, LOOP_EAN);
    await page.getByRole('form', { name: new RegExp(`EAN ${LOOP_EAN}`) }).waitFor();
  });

  await step('partner: measure the barcode (OK), "Esita" → submitted; "Lõpeta testimine" → confirmed', async () => {
    const test = page.getByRole('form', { name: new RegExp(`EAN ${LOOP_EAN}`) });
    const field = (label) => test.getByRole('textbox', { name: startsWith(label) });
    await field(form.width).fill('33');
    await field(form.height).fill('24');
    await field(form.pv).fill('2');
    await field(form.vv).fill('2');
    // A radio is chosen as a keyboard user does: focus it, Space (its label is drawn over the native input).
    for (const choice of [form.no, 'OK']) {
      await test.getByRole('radio', { name: exact(choice) }).focus();
      await page.keyboard.press('Space');
    }
    await test.getByRole('button', { name: exact(form.submit) }).click();
    await page.getByText(form.submitted.replace('{{status}}', 'OK')).filter({ visible: true }).first().waitFor();
    await page.getByRole('button', { name: exact(partnerLists.finishTesting) }).click();
    const dialog = page.getByRole('alertdialog', { name: partnerLists.finishTestingTitle });
    await dialog.getByRole('button', { name: exact(partnerLists.finishTesting) }).click();
    await page.getByText(partnerLists.finished).filter({ visible: true }).first().waitFor();
    await logOut(page, et);
  });

  await step('operator: "Testimine" → the tested package → "Kinnita 1 testitulemus(t)" with a start date', async () => {
    await logInByEmail(page, operator, '**/registry/applications');
    await page
      .getByRole('tab', { name: exact(et.routes.operatorTesting) })
      .first()
      .click();
    await page.waitForURL('**/registry/testing**');
    await selectRowByEan(page, et.screens.operator.registryTesting.caption, LOOP_EAN);
    await page.getByRole('button', { name: exact(actions.confirmResults.open.replace('{{count}}', '1')) }).click();
    const dialog = page.getByRole('alertdialog', { name: actions.confirmResults.title });
    await startDateToday(dialog, registry.testLists.startDate);
    await dialog.getByRole('button', { name: exact(actions.confirmResults.confirm) }).click();
    await page
      .getByText(registry.results.confirmed.replace('{{eans}}', LOOP_EAN))
      .filter({ visible: true })
      .first()
      .waitFor();
  });

  await step(
    'operator: the package’s details → "Registreeri pakend" with a sales start date → registered',
    async () => {
      await page
        .getByRole('tab', { name: exact(et.routes.allPackages) })
        .first()
        .click();
      await page.waitForURL('**/registry/packages**');
      await tableRowByEan(page, et.screens.operator.registryPackages.caption, LOOP_EAN).click();
      await page.waitForURL('**/registry/package/*');
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
