// A client's steps more than one journey takes (a module of helpers, not a journey).

import { escapeRegExp, exact, startsWith } from './text-match.mjs';

/**
 * From the sidebar's "Pakendid", "Registreeri uus pakend": the form filled with the EAN, name and weight and the
 * first allowed choice of each list, sent → the package is a row of the pending application.
 */
export async function addPackageToApplication(page, et, { ean, name, weight = '12,5' }) {
  await page
    .getByRole('link', { name: exact(et.routes.packages) })
    .first()
    .click();
  await page.waitForURL('**/packages');
  const register = et.screens.client.packages.register;
  await page
    .getByRole('link', { name: register })
    .or(page.getByRole('button', { name: register }))
    .click();
  await page.waitForURL('**/packages/add-package');
  const form = et.widgets.packageForm.fields;
  const field = (label) => page.getByRole('textbox', { name: startsWith(label) });
  await field(form.ean).fill(ean);
  await field(form.packageName).fill(name);
  await field(form.packageWeight).fill(weight);
  for (const label of [form.packageCategory, form.packageType, form.packageVolume, form.packageColor]) {
    // A select's button is named by its value and its label ("Vali… Maht (cl)"); a column header by the label only.
    await page.getByRole('button', { name: new RegExp(`.+ ${escapeRegExp(label)}$`) }).click();
    // The open list's options: a table's pager on the page has options of its own (a native select).
    await page.getByRole('listbox').getByRole('option', { disabled: false }).first().click();
  }
  await page.getByRole('button', { name: et.widgets.packageForm.submit }).click();
  // exact: a folded row's expand cell is named "Näita üksikasju: <EAN>" too
  await page.getByRole('cell', { name: exact(ean) }).waitFor();
}

/** "Esita taotlus": the demo refuses its seeded conflicting package, so the answer is the partial one. */
export async function submitApplication(page, et) {
  const texts = et.screens.client.addPackage;
  await page.getByRole('button', { name: texts.submit }).click();
  await page.getByText(texts.partial).waitFor();
  await page.getByText(texts.payWithin).waitFor();
}

/** The header's "Logi välja" → the login page. */
export async function logOut(page, et) {
  await page
    .getByRole('button', { name: exact(et.screens.shell.appShell.logout) })
    .first()
    .click();
  await page.waitForURL('**/login');
}

/** The header's ENG → the interface in English (its log-out button says so). */
export async function switchToEnglish(page, en) {
  await page
    .getByRole('button', { name: new RegExp(en.widgets.languageSwitch.short.en) })
    .first()
    .click();
  await page
    .getByRole('button', { name: exact(en.screens.shell.appShell.logout) })
    .first()
    .waitFor();
}
