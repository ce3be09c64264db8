// Shared by the operator's sales report stories (the three lists and the report page): the operator's world
// on its day (20.11.2026), where Põhjala Joogitehas OÜ has a repair of 07.2026 waiting for EPP (UNCONFIRMED),
// and the keyboard steps of the row menus and the repair review.
import { heroClients, heroSalesReport, scenarios, storeFor } from '@epp/fixtures';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type CaughtDownload, workbookOf } from '../../support/downloads';
import { press, shown } from '../../support/interaction';
import { text } from '../../support/text';

export const scenario = scenarios.operator;
const world = storeFor(scenario).db;
export const POHJALA = heroClients.pohjala;
/** Põhjala's 07.2026 original, whose repair is UNCONFIRMED. */
export const unconfirmedOriginal = heroSalesReport(world, '2026-07').id;
/** Põhjala's 10.2026 original, not submitted yet. */
export const unsubmittedOriginal = heroSalesReport(world, '2026-10').id;

const K = 'screens.operator.salesReports';
export const caption = (list: 'all' | 'unsubmitted' | 'unconfirmed') => `${K}.caption.${list}` as const;

/** A row menu's button: "Tegevused: Põhjala Joogitehas OÜ 07.2026" (its repair's: "… parandus"). */
export const menuOf = (period: string, isRepair = false) =>
  screen.getByRole('button', {
    name: text(isRepair ? 'screens.client.salesReports.repairMenuLabel' : 'screens.client.salesReports.menuLabel', {
      period: `${POHJALA.name} ${period}`,
    }),
  });

export const action = (key: string) => text(`screens.client.salesReports.actions.${key}` as never);

/** Opens a row's menu from the keyboard and returns its items' texts, closing it again. */
export async function menuItems(trigger: HTMLElement) {
  await press(trigger);
  const menu = await shown(screen.findByRole('menu'));
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(trigger).toHaveFocus());
  return items;
}

/** Chooses a menu item from the keyboard: the menu opened with Enter, the item found by arrow keys. */
export async function choose(trigger: HTMLElement, item: string) {
  await press(trigger);
  const menu = await shown(screen.findByRole('menu'));
  const target = within(menu).getByRole('menuitem', { name: item });
  while (document.activeElement !== target) await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
}

/**
 * Cancels the repair from its open dialog: confirming with no reason says at the field that one is needed and
 * sends nothing; with a reason typed, the dialog closes.
 */
export async function cancelWithReason(reason: string) {
  const dialog = await shown(screen.findByRole('alertdialog', { name: text(`${K}.cancelTitle`) }));
  const confirm = within(dialog).getByRole('button', { name: text(`${K}.cancelTitle`) });
  await press(confirm);
  await within(dialog).findByText(text(`${K}.reasonMissing`));
  const field = within(dialog).getByRole('textbox', { name: new RegExp(text(`${K}.reason`)) });
  field.focus();
  await userEvent.keyboard(reason);
  await press(confirm);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

/** Confirms the repair from its open dialog. */
export async function confirmRepair() {
  const dialog = await shown(screen.findByRole('alertdialog', { name: text(`${K}.confirmTitle`) }));
  await press(within(dialog).getByRole('button', { name: text(`${K}.confirmTitle`) }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

/** The first two headings of a saved report workbook, read back (exceljs counts cells from 1). */
export async function workbookHeadings(download: CaughtDownload): Promise<unknown[]> {
  const sheet = (await workbookOf(download)).worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return (sheet.getRow(1).values as unknown[]).slice(1, 3);
}
