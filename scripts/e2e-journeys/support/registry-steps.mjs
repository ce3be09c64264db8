// Steps the registry journeys share (a module of helpers, not a journey: e2e.mjs runs only the folder's own files).
import { dispatchScan } from '../../scanner-keys.mjs';
import { escapeRegExp } from './text-match.mjs';

/** A barcode scan wherever the page is, nothing focused first (as when a scanner is used on a list). */
export async function scanCode(page, code) {
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await page.evaluate(dispatchScan, code);
}

/** The row of a table (named by its caption) that shows the EAN. */
export function tableRowByEan(page, caption, ean) {
  return page
    .getByRole('table', { name: caption })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: new RegExp(`^${escapeRegExp(ean)}$`) }) })
    .first();
}

/** Ticks the selection checkbox of the row that shows the EAN, as a keyboard user does (focus, Space). */
export async function selectRowByEan(page, caption, ean) {
  const checkbox = tableRowByEan(page, caption, ean).getByRole('checkbox');
  await checkbox.focus();
  await page.keyboard.press('Space');
  if (!(await checkbox.isChecked())) throw new Error(`the row of ${ean} was not selected`);
}

/** The sales start date of a dialog: today, typed as dd.mm.yyyy and left with Tab. */
export async function startDateToday(dialog, label) {
  const now = new Date();
  const date = [now.getDate(), now.getMonth() + 1].map((part) => String(part).padStart(2, '0')).join('.');
  const field = dialog.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}`) }).first();
  await field.fill(`${date}.${now.getFullYear()}`);
  await field.press('Tab');
}
