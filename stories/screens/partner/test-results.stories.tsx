import { handlersFor, heroPackage, scenarios } from '@epp/fixtures';
import { PartnerTestResultsScreen } from '@epp/screens/partner';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { catchDownload, workbookOf } from '../../support/downloads';
import { press, settled } from '../../support/interaction';
import { dataRows, listRows, listStates, loadedList } from '../../support/partner-lists';
import { scan } from '../../support/scanner';
import { withScreen } from '../../support/screen-frame';
import { storyLanguage, text } from '../../support/text';

/** Tested, its result confirmed. */
const confirmed = heroPackage('Põhjala Õunasiider 0,5 l');
/** Every package the laboratory has tested, as the fixtures list them. */
const results = listRows('TestResults');
/** A listed package with a test date (a confirmed NOK waits again with none). */
const dated = results.find((row) => row.tested_at);

const meta = {
  title: 'Screens/Partner/TestResults',
  component: PartnerTestResultsScreen,
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    // Five rows a page: the whole page fits the snapshot.
    screen: { path: '/packages/all?size=5' },
    msw: { handlers: handlersFor(scenarios.partner) },
  },
} satisfies Meta<typeof PartnerTestResultsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (key: 'ean' | 'name') =>
  screen.getByRole('textbox', { name: text(`screens.partner.packageLists.columns.${key}`) });

/** The test results, the partner's "all packages" list: every tested package, the latest test first. */
export const DefaultTab: Story = {
  play: async () => {
    const table = await loadedList('TestResults');
    await expect(dataRows(table)).toHaveLength(5);
    await expect(
      screen.getByText(text('ui.pagination.range', { first: 1, last: 5, total: results.length })),
    ).toBeVisible();
    await expect(screen.getByRole('tab', { name: text('routes.testResults') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A scan clears the other filters, sets the EAN and searches: the scanned package alone is listed. */
export const ScanClearsFiltersAndSearches: Story = {
  parameters: { screen: { path: '/packages/all?size=5&name=kali' } },
  play: async () => {
    await loadedList('TestResults');
    await expect(field('name')).toHaveValue('kali');
    await scan(confirmed.ean);
    await waitFor(() => expect(field('ean')).toHaveValue(confirmed.ean));
    await expect(field('name')).toHaveValue('');
    await waitFor(() => expect(dataRows(screen.getByRole('table'))).toHaveLength(1));
    await screen.findByText(text('screens.partner.packageLists.scanned', { ean: confirmed.ean, count: '1' }));
  },
};

/** The export "EPP Partner - testitulemused", sheet "Testitulemused", dated by tested_at: read back. */
export const Export: Story = {
  play: async () => {
    await loadedList('TestResults');
    const download = await catchDownload(() =>
      press(screen.getByRole('button', { name: text('screens.partner.packageLists.export') })),
    );
    if (storyLanguage() === 'et') await expect(download.name).toBe('EPP Partner - testitulemused.xlsx');
    await expect(download.name).toBe(`${text('screens.partner.partnerTestResults.exportFile')}.xlsx`);
    const workbook = await workbookOf(download);
    const sheetName = text('screens.partner.partnerTestResults.exportSheet');
    if (storyLanguage() === 'et') await expect(sheetName).toBe('Testitulemused');
    const sheet = workbook.getWorksheet(sheetName);
    await expect(sheet?.rowCount).toBe(results.length + 1);
    await expect(sheet?.getRow(1).getCell(1).value).toBe(text('screens.partner.packageLists.columns.testedAt'));
    const eans = sheet?.getColumn(2).values.slice(2);
    await expect(eans).toContain(dated?.ean);
    const row = sheet?.getRow((eans?.indexOf(dated?.ean) ?? 0) + 2);
    // The row's tested_at as an Excel date.
    const tested = row?.getCell(1).value;
    await expect(tested).toBeInstanceOf(Date);
    await expect((tested as Date).toISOString().slice(0, 10)).toBe(dated?.tested_at?.slice(0, 10));
    await settled();
  },
};

const states = listStates('TestResults', 'partnerPackagesAll');
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
