import { handlersFor, heroPackage, scenarios } from '@epp/fixtures';
import { PartnerTestingScreen } from '@epp/screens/partner';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { catchDownload, workbookOf } from '../../support/downloads';
import { escapeRegExp, press, settled } from '../../support/interaction';
import {
  collapseButton,
  dataRows,
  expandButton,
  finishTesting,
  inForm,
  listOfEan,
  listRows,
  listStates,
  loadedList,
  openTests,
} from '../../support/partner-lists';
import { scan } from '../../support/scanner';
import { withScreen } from '../../support/screen-frame';
import { storyLanguage, text } from '../../support/text';

const scenario = scenarios.partner;
/** Sent to testing, not measured yet (an open EAN-13 test). */
const open = heroPackage('Kelluke Limonaad 0,33 l');
/** Measured and submitted, waiting for the operator's confirmation. */
const measured = heroPackage('Põhjala Leivakali 1,5 l');
/** The laboratory's packages whose (first) test is still open, as the fixtures' state machine lists them. */
const inTesting = listRows('Testing', scenario).length;

const meta = {
  title: 'Screens/Partner/Testing',
  component: PartnerTestingScreen,
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    // Five rows a page: the whole page fits the snapshot.
    screen: { path: '/packages/testing?size=5' },
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof PartnerTestingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (form: HTMLElement, key: Parameters<typeof text>[0]) =>
  inForm(form).getByRole('textbox', { name: new RegExp(`^${escapeRegExp(text(key))}`) });
/** A decimal as the interface language writes it. */
const decimal = (value: string) => (storyLanguage() === 'et' ? value.replace('.', ',') : value);

/** The laboratory's packages in testing: the tabs, the search, and rows that open to their tests. */
export const List: Story = {
  play: async () => {
    const table = await loadedList('Testing');
    await expect(dataRows(table)).toHaveLength(5);
    await expect(screen.getByText(text('ui.pagination.range', { first: 1, last: 5, total: inTesting }))).toBeVisible();
    await expect(screen.getByRole('tab', { name: text('routes.testing') })).toHaveAttribute('aria-selected', 'true');
    await expect(
      screen.getByRole('button', { name: text('screens.partner.packageLists.finishTesting') }),
    ).toBeVisible();
    await expect(expandButton(open.ean)).toHaveAttribute('aria-expanded', 'false');
    // Untested packages first: they are the work still to do.
    await expect(within(dataRows(table)[0] as HTMLElement).getByText('–')).toBeVisible();
  },
};

/** A scan anywhere on the page fills the EAN filter, lists that package and opens its tests; an info says so. */
export const ScanFillsEanAndExpands: Story = {
  play: async () => {
    await loadedList('Testing');
    await scan(measured.ean);
    const eanField = screen.getByRole('textbox', { name: text('screens.partner.packageLists.columns.ean') });
    await waitFor(() => expect(eanField).toHaveValue(measured.ean));
    await expect(await collapseButton(measured.ean)).toHaveAttribute('aria-expanded', 'true');
    await screen.findByText(text('screens.partner.packageLists.scanned', { ean: measured.ean, count: '1' }));
    await waitFor(() => expect(dataRows(screen.getByRole('table'))).toHaveLength(1));
    await screen.findByRole('form', { name: new RegExp(escapeRegExp(measured.ean)) });
  },
};

/** A row opened from the keyboard shows its test: the saved measures, "(unconfirmed)", the update button. */
export const ExpandedTests: Story = {
  parameters: { screen: { path: listOfEan('/packages/testing', measured.ean) } },
  play: async () => {
    const form = await openTests('Testing', measured.ean);
    await expect(field(form, 'widgets.testMeasurementForm.width')).toHaveValue(decimal('35.11'));
    // The form's title says it (as does the test's summary above the form).
    await expect(
      within(form).getByText(new RegExp(escapeRegExp(text('widgets.testMeasurementForm.unconfirmed')))),
    ).toBeVisible();
    await expect(inForm(form).getByRole('button', { name: text('widgets.testMeasurementForm.update') })).toBeVisible();
  },
};

/** The keyboard path: open a package, type the measures, choose sticker and result, submit (PUT partner/test/{id}). */
export const TestForm: Story = {
  parameters: { screen: { path: listOfEan('/packages/testing', open.ean) } },
  play: async () => {
    const form = await openTests('Testing', open.ean);
    field(form, 'widgets.testMeasurementForm.width').focus();
    await userEvent.keyboard(decimal('31.35'));
    await userEvent.tab();
    await userEvent.keyboard(decimal('25.91'));
    await expect(field(form, 'widgets.testMeasurementForm.heightPercentage')).toHaveValue('100');
    await press(inForm(form).getByRole('radio', { name: text('widgets.testMeasurementForm.no') }), ' ');
    field(form, 'widgets.testMeasurementForm.pv').focus();
    await userEvent.keyboard(decimal('3.2'));
    await userEvent.tab();
    await userEvent.keyboard(decimal('2.8'));
    await press(inForm(form).getByRole('radio', { name: 'OK' }), ' ');
    await press(inForm(form).getByRole('button', { name: text('widgets.testMeasurementForm.submit') }));
    await inForm(form).findByText(text('widgets.testMeasurementForm.submitted', { status: 'OK' }));
    await inForm(form).findByRole('button', { name: text('widgets.testMeasurementForm.update') });
    await settled();
  },
};

/** The server refuses the result with error codes: each code shows on the field it names, and the form says it failed. */
export const TestFormRefused: Story = {
  parameters: {
    screen: { path: listOfEan('/packages/testing', measured.ean) },
    msw: { handlers: handlersFor(scenarios.packageTestErrors) },
  },
  play: async () => {
    const form = await openTests('Testing', measured.ean);
    await press(inForm(form).getByRole('button', { name: text('widgets.testMeasurementForm.update') }));
    await inForm(form).findByText(text('widgets.testMeasurementForm.failed'));
    await waitFor(() =>
      expect(field(form, 'widgets.testMeasurementForm.width')).toHaveAccessibleDescription(
        expect.stringContaining('width_too_small'),
      ),
    );
    await expect(field(form, 'widgets.testMeasurementForm.height')).toHaveAccessibleDescription(
      expect.stringContaining('height_is_missing'),
    );
    await settled();
  },
};

/** "Finish testing" asks first; confirming notifies the operator (POST partner/confirm-testing-completed/). */
export const FinishTestingConfirm: Story = {
  play: () => finishTesting('Testing', 'Testing'),
};

/** The export is a real workbook of the listed rows: read back, its sheet, headers and test days. */
export const Export: Story = {
  play: async () => {
    await loadedList('Testing');
    const download = await catchDownload(() =>
      press(screen.getByRole('button', { name: text('screens.partner.packageLists.export') })),
    );
    await expect(download.name).toBe(`${text('screens.partner.partnerTesting.exportFile')}.xlsx`);
    const workbook = await workbookOf(download);
    const sheet = workbook.getWorksheet(text('screens.partner.partnerTesting.exportSheet'));
    await expect(sheet?.rowCount).toBe(inTesting + 1);
    await expect(sheet?.getRow(1).getCell(1).value).toBe(text('screens.partner.packageLists.columns.testedAt'));
    const eans = sheet?.getColumn(2).values.slice(2);
    await expect(eans).toContain(measured.ean);
    const measuredRow = sheet?.getRow((eans?.indexOf(measured.ean) ?? 0) + 2);
    await expect(measuredRow?.getCell(1).value).toBeInstanceOf(Date);
    await settled();
  },
};

/** A saved 33,86 mm reads "33.86" in English (the measures follow the interface language). */
export const MeasuresInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: {
    screen: { path: listOfEan('/packages/testing', measured.ean) },
    msw: { handlers: handlersFor(scenarios.partnerSavedMeasure) },
  },
  play: async () => {
    const form = await openTests('Testing', measured.ean);
    await expect(field(form, 'widgets.testMeasurementForm.width')).toHaveValue('33.86');
  },
};

const states = listStates('Testing', 'partnerPackagesInTest');
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
