import { formatNumber } from '@epp/core';
import { handlersFor, heroClients, scenarios, serverError, storeFor } from '@epp/fixtures';
import { RpetReportDetailScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { settled } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { storyLanguage, text } from '../../support/text';
import {
  chooseFile,
  expectReportLoading,
  expectReportNotFound,
  importFile,
  LINES,
  linesTable,
  openImport,
  percentageFields,
  rpetFile,
  tabTo,
  totalPercentage,
  typeAndTabAway,
} from './rpet-report-story';

const scenario = scenarios.clientActiveContract;
const reports = storeFor(scenario).db.rpetReports.filter(
  (report) => report.client.client_id === heroClients.pohjala.id,
);
const unsubmitted = reports.find((report) => report.submitted_at === null);
const submitted = reports.find((report) => report.submitted_at !== null);
if (!unsubmitted || !submitted)
  throw new Error('The fixtures need a submitted and an unsubmitted rPET report of Põhjala');
const MISSING_ID = 999_999;
/** A store of its own: a story that saves or submits leaves the next one the report as the fixtures have it. */
const fresh = () => ({ msw: { handlers: handlersFor(scenario) } });
const at = (id: number) => ({ screen: { path: `/reports/rpet/${id}`, route: '/reports/rpet/:id' } });

const meta = {
  title: 'Screens/Client/RpetReport',
  component: RpetReportDetailScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  args: { id: unsubmitted.id },
  beforeEach: () => clearAnnouncements(),
  loaders: [
    async () => ({
      file: await rpetFile(
        unsubmitted.lines.map((line) => ({ ean: line.package.ean, name: line.package.name, percentage: 25 })),
      ),
    }),
  ],
  parameters: { layout: 'fullscreen', ...at(unsubmitted.id), msw: { handlers: handlersFor(scenario) } },
} satisfies Meta<typeof RpetReportDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileOf = (loaded: Record<string, unknown>) => loaded.file as File;
const percent = (value: number) => `${formatNumber(value, storyLanguage(), { maxDecimals: 2 })}%`;

/**
 * The unsubmitted 2025 report, by keyboard: Tab from "Tagasi" to the first percentage, type 45,5 and Tab away:
 * the value is saved (shown with two decimals at most) and the header's total follows the server's answer.
 */
export const Unsubmitted: Story = {
  parameters: fresh(),
  play: async () => {
    const table = await linesTable();
    const [field] = percentageFields(table) as [HTMLElement];
    const before = totalPercentage();
    screen.getByRole('button', { name: text('screens.client.rpetReportDetail.back') }).focus();
    await tabTo(field);
    await typeAndTabAway(field, '45,555');
    await waitFor(() => expect(totalPercentage()).not.toBe(before));
    await expect((field as HTMLInputElement).value).toBe(formatNumber(45.56, storyLanguage()));
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(screen.getByRole('button', { name: text('screens.client.rpetReportDetail.submit') })).toBeEnabled();
  },
};

/**
 * Submitting by keyboard once every percentage is given: Enter on "Esita", Enter on the confirmation; the
 * client stays on the report, which says it was submitted and is read-only now.
 */
export const Submit: Story = {
  parameters: fresh(),
  play: async () => {
    const table = await linesTable();
    for (const field of percentageFields(table)) {
      if ((field as HTMLInputElement).value !== '') continue;
      field.focus();
      await typeAndTabAway(field, '12');
      await waitFor(() => expect((field as HTMLInputElement).value).toBe('12'));
    }
    const submit = screen.getByRole('button', { name: text('screens.client.rpetReportDetail.submit') });
    // "Esita" waits while a percentage is being saved, so the submit never overtakes the save.
    await waitFor(() => expect(submit).toBeEnabled());
    submit.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', {
      name: text('screens.client.rpetReportDetail.submitTitle'),
    });
    const confirm = within(dialog).getByRole('button', { name: text('screens.client.rpetReportDetail.submit') });
    await waitFor(() => expect(confirm).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByText(text('screens.client.rpetReportDetail.submitted', { period: '2025' }));
    await screen.findByText(text('screens.client.rpetReportDetail.readOnlySubmitted'));
    await waitFor(() => expect(percentageFields(screen.getByRole('table', { name: text(LINES) }))).toEqual([]));
    await settled();
  },
};

/** Import by keyboard: the modal, a filled .xlsx, "Impordi"; the modal closes and the page says it worked. */
export const Import: Story = {
  parameters: fresh(),
  play: async ({ loaded }) => {
    const table = await linesTable();
    const empty = percentageFields(table).find((field) => (field as HTMLInputElement).value === '');
    await importFile(fileOf(loaded));
    await screen.findByText(text('screens.client.rpetReportList.imported', { period: '2025' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The fixture server reads the file (every row says 25 %), as the real one does.
    if (empty) await waitFor(() => expect((empty as HTMLInputElement).value).toBe('25'));
    await settled();
  },
};

/** The server refuses rows of the file: one entry per row, "EAN - code" (or the default text). */
export const ImportRowErrors: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.importErrors) } },
  play: async ({ loaded }) => {
    await linesTable();
    const dialog = await importFile(fileOf(loaded));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(text('errors.rpet.import'));
    await expect(alert).toHaveTextContent(/\d{13} - quantity_not_a_number/);
    await expect(alert).toHaveTextContent('file_has_no_rows');
    // The focus stays on "Impordi", below the snapshot's edge: the picture shows the list from the top.
    (dialog.closest('[role="dialog"]') as HTMLElement | null)?.focus();
    await settled();
  },
};

/** A file over the limit (spec §9: 5 MB) is refused with the spec's message before anything is sent. */
export const ImportFileTooLarge: Story = {
  play: async () => {
    await linesTable();
    const dialog = await openImport();
    await chooseFile(dialog, new File([new Uint8Array(5_000_001)], 'suur aruanne.xlsx', { type: '' }));
    await within(dialog).findByText(text('widgets.importDropzone.fileTooLarge', { mb: '5' }));
    await expect(within(dialog).getByRole('button', { name: text('widgets.importDropzone.import') })).toBeDisabled();
  },
};

/** A submitted report: percentages read-only, no import or submit, a note why. */
export const Submitted: Story = {
  args: { id: submitted.id },
  parameters: at(submitted.id),
  play: async () => {
    const table = await linesTable();
    await expect(percentageFields(table)).toEqual([]);
    const first = submitted.lines[0]?.recycled_percentage ?? 0;
    await expect(within(table).getByText(percent(first))).toBeVisible();
    await expect(screen.queryByRole('button', { name: text('screens.client.rpetReportDetail.submit') })).toBeNull();
    await expect(screen.queryByRole('button', { name: text('screens.client.rpetReportDetail.import') })).toBeNull();
    await screen.findByText(text('screens.client.rpetReportDetail.readOnlySubmitted'));
  },
};

/** Saving a percentage fails: the old value comes back and the field says why. */
export const PercentageSaveFailure: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenario, {
        overrides: { changeRpetLine: serverError(400, 'recycled_percentage_invalid') },
      }),
    },
  },
  play: async () => {
    const table = await linesTable();
    const [field] = percentageFields(table) as [HTMLElement];
    const old = (field as HTMLInputElement).value;
    field.focus();
    await typeAndTabAway(field, '77');
    const reason = text('errors.rpet.percentage', { error: 'recycled_percentage_invalid' });
    await within(table).findByText(reason);
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(old));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'rpetReport',
  loading: expectReportLoading,
  error: { texts: 'errors.rpet.load' },
});

/** The report never answers: the header's skeleton is busy and says it is loading; no line yet. */
export const Loading: Story = states.Loading;

/** An id with no report: "not found", and nothing to retry. */
export const NotFound: Story = {
  args: { id: MISSING_ID },
  parameters: at(MISSING_ID),
  play: expectReportNotFound,
};

/** The report fails to load: the reason and a retry. */
export const ServerError: Story = states.ServerError;
