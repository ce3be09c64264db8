// The operator updates the classifiers from the accounting system (issue #28): "Seaded" → the categories,
// 'Uuenda klassifikaatoreid' → the result and the refreshed tables (the demo's accounting system has a category and
// a colour the portal lacked); then the client's add-package form offers the new category. One browser context, so
// the demo backend's state carries from the operator's login to the client's.
import { logOut } from './support/client-steps.mjs';
import { escapeRegExp } from './support/text-match.mjs';

export const title = 'operator: settings → sync the classifiers → the result; the client’s package form offers them';

/** What the demo's accounting system adds (fixtures/src/data/accounting-classifiers.ts). */
const NEW_CATEGORY = { value: 'PLANT_DRINK', description: 'Taimne jook' };
const NEW_COLOR = 'Hõbedane';

/** @param {{ browser: any, baseUrl: string, step: Function, openPage: Function, logInByEmail: Function, expectOneHeading: Function, exact: Function, et: any }} kit */
export async function run({ browser, baseUrl, step, openPage, logInByEmail, expectOneHeading, exact, et }) {
  const settings = et.screens.operator.settings;
  const { page, done } = await openPage(browser, baseUrl);
  const categories = () => page.getByRole('table', { name: settings.captions.categories });

  await step('log in as the operator → "Seaded" in the sidebar → the categories, without the new one', async () => {
    await logInByEmail(page, { email: 'admin@demo.ee', password: 'demo' }, '**/registry/applications');
    await page.getByRole('button', { name: et.widgets.cookieBanner.accept }).click();
    await page
      .getByRole('navigation')
      .getByRole('link', { name: exact(et.routes.settings) })
      .click();
    await page.waitForURL(/\/settings(\/categories)?$/);
    await expectOneHeading(page);
    await categories()
      .getByRole('cell', { name: exact('WATER') })
      .waitFor();
    if (
      (await categories()
        .getByRole('cell', { name: exact(NEW_CATEGORY.value) })
        .count()) > 0
    )
      throw new Error('the new category is there before the sync');
  });

  await step(
    '"Uuenda klassifikaatoreid" → "Klassifikaatorid uuendatud." with what it added; the row shows',
    async () => {
      await page.getByRole('button', { name: exact(settings.sync) }).click();
      // the alert's text (the live region's announcement is a hidden copy of it)
      await page.getByText(settings.synced).filter({ visible: true }).first().waitFor();
      await page.getByText(`„${NEW_CATEGORY.description}”`).filter({ visible: true }).first().waitFor();
      await categories()
        .getByRole('cell', { name: exact(NEW_CATEGORY.description) })
        .waitFor();
    },
  );

  await step('the colours tab lists the new colour', async () => {
    await page.getByRole('tab', { name: exact(et.routes.colors) }).click();
    await page.waitForURL('**/settings/colors');
    await page
      .getByRole('table', { name: settings.captions.colors })
      .getByRole('cell', { name: exact(NEW_COLOR) })
      .waitFor();
  });

  await step('the client: "Registreeri uus pakend" → the category select offers the new category', async () => {
    await logOut(page, et);
    await logInByEmail(page);
    await page.goto(`${baseUrl}/packages/add-package`);
    const label = et.widgets.packageForm.fields.packageCategory;
    // A select's button is named by its value and its label ("Vali… Kategooria")
    await page.getByRole('button', { name: new RegExp(`.+ ${escapeRegExp(label)}$`) }).click();
    await page
      .getByRole('listbox')
      .getByRole('option', { name: exact(NEW_CATEGORY.description) })
      .waitFor();
    await page.keyboard.press('Escape');
    await expectOneHeading(page);
  });

  await done();
}
