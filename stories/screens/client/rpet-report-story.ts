// Shared by the rPET report stories: the lines table, its percentage fields and the import's test file.
import { buildWorkbook, excelSheet } from '@epp/ui/excel';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { EAN_CELL, loaded } from '../../support/tables';
import { text } from '../../support/text';

/** The caption of the lines table. */
export const LINES = 'screens.client.rpetReportDetail.linesCaption';

export const linesTable = () => loaded(LINES, EAN_CELL);

export const percentageFields = (table: HTMLElement) => within(table).queryAllByRole('spinbutton');

/** The header's total recycled percentage tile, as shown. */
export function totalPercentage(): string {
  const tiles = screen.getByRole('list', { name: text('widgets.reportHeader.totalsTitle') });
  const tile = within(tiles).getByText(text('widgets.reportHeader.totals.totalRecycledPercentage')).closest('li');
  return tile?.textContent ?? '';
}

/** Types into a focused field what a user types, over what it holds, and tabs out (the field saves on blur). */
export async function typeAndTabAway(field: HTMLElement, value: string) {
  await waitFor(() => expect(field).toHaveFocus());
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.keyboard(value);
  await userEvent.tab();
}

/** Tabs from where the focus is until `target` has it (the keyboard path to a control). */
export async function tabTo(target: HTMLElement, most = 40) {
  for (let step = 0; step < most && document.activeElement !== target; step += 1) await userEvent.tab();
  await expect(target).toHaveFocus();
}

interface PercentageRow {
  ean: string;
  name: string;
  percentage: number;
}

/** A filled rPET import file: EAN, product and recycled percentage per row, as the template has them. */
export async function rpetFile(rows: readonly PercentageRow[]): Promise<File> {
  const workbook = await buildWorkbook([
    excelSheet<PercentageRow>({
      name: 'rPET aruanne',
      columns: [
        { header: 'EAN', value: (row) => row.ean },
        { header: 'Toode', value: (row) => row.name, width: 30 },
        { header: 'Ringlussevõetud %', value: (row) => row.percentage },
      ],
      rows: [...rows],
    }),
  ]);
  // Fixed dates keep the file's bytes, and so its shown size, the same on every run.
  workbook.created = new Date(Date.UTC(2026, 10, 20));
  workbook.modified = workbook.created;
  const bytes = await workbook.xlsx.writeBuffer();
  return new File([bytes], 'rPET aruanne 2025.xlsx', { type: '' });
}

/** Opens the import modal with the header's "Impordi failist" from the keyboard. */
export async function openImport(): Promise<HTMLElement> {
  const open = screen.getByRole('button', { name: text('screens.client.rpetReportDetail.import') });
  open.focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: text('widgets.importDropzone.title', { period: '2025' }) });
}

/** Chooses a file in the import modal's file dialog. */
export async function chooseFile(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, file);
}

/** Opens the import modal, chooses the file and imports it (Enter on "Impordi"). */
export async function importFile(file: File): Promise<HTMLElement> {
  const dialog = await openImport();
  await chooseFile(dialog, file);
  await within(dialog).findByText(file.name);
  await within(dialog).findByRole('table');
  const send = within(dialog).getByRole('button', { name: text('widgets.importDropzone.import') });
  send.focus();
  await userEvent.keyboard('{Enter}');
  return dialog;
}

/** The report never answers: the header's skeleton is busy and says it is loading; no line yet. */
export async function expectReportLoading() {
  const loading = text('widgets.reportHeader.loading');
  const header = await screen.findByRole('group', { name: loading });
  await expect(header).toHaveAttribute('aria-busy', 'true');
  await expect(screen.queryAllByRole('spinbutton')).toEqual([]);
}

/** An id with no report: "not found", and nothing to retry. */
export async function expectReportNotFound() {
  await screen.findByText(text('screens.client.rpetReportDetail.notFound'));
  await expect(screen.queryByRole('button', { name: text('common.actions.retry') })).toBeNull();
}
