import { handlersFor, scenarios, serverError } from '@epp/fixtures';
import { MassReportScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { catchDownloads } from '../../support/downloads';
import { settled } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { EAN_CELL, findTable, loaded } from '../../support/tables';
import { text } from '../../support/text';

const scenario = scenarios.clientActiveContract;

const meta = {
  title: 'Screens/Client/MassReport',
  component: MassReportScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    // Ten rows a page, so the whole page fits the snapshot.
    screen: { path: '/reports/mass?size=10', route: '/reports/mass' },
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof MassReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPTION = 'screens.client.massReport.caption';
const column = (key: string) => text(`screens.client.massReport.columns.${key}` as never);

/**
 * Põhjala Joogitehas OÜ, the default range (six months back to the current month): EAN, name, package type,
 * weight (g), volume (cl), declared quantity and total weight (t), numbers in the interface language's format.
 */
export const List: Story = {
  play: async () => {
    const table = await loaded(CAPTION, EAN_CELL);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    await expect(headers).toEqual(
      ['ean', 'name', 'packageType', 'weight', 'volume', 'quantity', 'totalWeight'].map(column),
    );
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    const cells = within(firstRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? '');
    // The total weight in tonnes: a decimal comma in Estonian, at most six decimals.
    await expect(cells[6]).toMatch(/^\d+,\d{1,6}$|^\d+$/);
    const period = screen.getByRole('group', { name: text('screens.client.massReport.period') });
    await expect(within(period).getByRole('textbox', { name: text('ui.rangePicker.from') })).toHaveValue('05.2026');
    await expect(within(period).getByRole('textbox', { name: text('ui.rangePicker.to') })).toHaveValue('11.2026');
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'massReport',
  loading: CAPTION,
  empty: { scenario: scenarios.clientEmpty, text: 'screens.client.massReport.empty' },
  error: { texts: 'errors.mass.load' },
});

/** No sales declared in the range: the empty text. */
export const Empty: Story = states.Empty;

/** The report never answers: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The report fails: the spec's "Massiaruande laadimine ebaõnnestus: " with the reason, and a retry. */
export const ServerError: Story = states.ServerError;

/** The export fails: "Massiaruande eksportimine ebaõnnestus: " (the spec's typo corrected) with the reason. */
export const ExportError: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenario, { overrides: { exportMassReport: serverError(500, 'export_failed') } }) },
  },
  play: async () => {
    await loaded(CAPTION, EAN_CELL);
    await userEvent.click(screen.getByRole('button', { name: text('screens.client.massReport.export') }));
    await screen.findByText(text('errors.mass.export', { error: 'export_failed' }));
    await settled();
    await findTable(CAPTION);
  },
};

/** The export: the server's file under the server's name (`file_base64`, `file_name`). */
export const ExportSuccess: Story = {
  play: async () => {
    await loaded(CAPTION, EAN_CELL);
    const files = await catchDownloads(async () => {
      await userEvent.click(screen.getByRole('button', { name: text('screens.client.massReport.export') }));
    });
    await expect(files.map((file) => file.name)).toEqual(['Massiaruanne 2026-05–2026-11.xlsx']);
    await expect(files[0]?.file.size).toBeGreaterThan(0);
    await settled();
  },
};
