// The sales report template, downloaded from the demo, filled in and imported back (issue #14, "Real files in
// the demo"): the template is a real workbook the journey opens with exceljs in Node, a quantity is written
// into it, and the import modal sends it back; the report page says so and shows the new quantity.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';

export const title = 'download a sales report template, fill it in, import it back';

/** The quantity written into the template: no demo line has it, so seeing it proves the import. */
const NEW_QUANTITY = 4321;

/** Writes NEW_QUANTITY into the first line's "Kogus"; answers that line's product (column "Toode"). */
async function fillTemplate(source, target) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(source);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  const header = sheet.getRow(1).values;
  const quantityColumn = header.indexOf('Kogus');
  const productColumn = header.indexOf('Toode');
  if (header.indexOf('EAN') === -1 || quantityColumn === -1 || productColumn === -1) {
    throw new Error(`the template's header lacks EAN, Toode or Kogus: ${JSON.stringify(header)}`);
  }
  const line = sheet.getRow(2);
  line.getCell(quantityColumn).value = NEW_QUANTITY;
  line.commit();
  await workbook.xlsx.writeFile(target);
  return String(line.getCell(productColumn).value);
}

/** @param kit { browser, baseUrl, step, openPage, logInByEmail, startsWith, et } */
export async function run({ browser, baseUrl, step, openPage, logInByEmail, startsWith, et }) {
  const { page, done } = await openPage(browser, baseUrl);
  const folder = await mkdtemp(path.join(tmpdir(), 'epp-e2e-template-'));
  const reports = et.screens.client.salesReports;
  // The unsubmitted report's row menu (the newest period, first in the list).
  const openMenu = async () => {
    await page
      .getByRole('button', { name: startsWith(reports.menuLabel.split('{{')[0]) })
      .first()
      .click();
    return page.getByRole('menu');
  };
  try {
    await step('log in by e-mail, accept cookies → the sales reports', async () => {
      await logInByEmail(page);
      await page.getByRole('button', { name: et.widgets.cookieBanner.accept }).click();
      await page.goto('/reports/sales');
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
    });

    const template = path.join(folder, 'template.xlsx');
    const filled = path.join(folder, 'täidetud müügiaruanne.xlsx');
    let product = '';
    await step('download the template from the row menu; it is a workbook with EAN and Kogus', async () => {
      const menu = await openMenu();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        menu.getByRole('menuitem', { name: reports.actions['export-original-template'] }).click(),
      ]);
      if (!download.suggestedFilename().endsWith('.xlsx')) {
        throw new Error(`the template is named ${download.suggestedFilename()}`);
      }
      await download.saveAs(template);
      product = await fillTemplate(template, filled);
    });

    await step('import the filled template through the import modal', async () => {
      const menu = await openMenu();
      await menu.getByRole('menuitem', { name: reports.actions['import-original'] }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('input[type="file"]').setInputFiles(filled);
      await dialog.getByText(path.basename(filled)).first().waitFor();
      const importButton = dialog.getByRole('button', { name: et.widgets.importDropzone.import });
      await page.waitForFunction((button) => !button.disabled, await importButton.elementHandle());
      await importButton.click();
    });

    await step('the report page says the import succeeded and shows the new quantity', async () => {
      await page.waitForURL('**/reports/sale/*');
      await page.getByText(et.widgets.importDropzone.success.sales).waitFor();
      const label = et.screens.client.salesReport.quantityLabel.replace('{{product}}', product);
      const field = page.getByRole('spinbutton', { name: label });
      await page.waitForFunction(
        ([element, expected]) => element.value.replace(/\D/g, '') === expected,
        [await field.elementHandle(), String(NEW_QUANTITY)],
      );
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  await done();
}
