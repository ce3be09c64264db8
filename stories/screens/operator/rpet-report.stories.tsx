import { handlersFor, heroClients, scenarios, serverError, storeFor } from '@epp/fixtures';
import { RpetReportScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { press, settled, shown } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { text } from '../../support/text';
import { expectReportLoading, expectReportNotFound, linesTable, percentageFields } from '../client/rpet-report-story';

// Põhjala's rPET reports in the operator's world: 2024 submitted, 2025 not yet.
const scenario = scenarios.operator;
const reports = storeFor(scenario).db.rpetReports.filter(
  (report) => report.client.client_id === heroClients.pohjala.id,
);
const unsubmitted = reports.find((report) => report.submitted_at === null);
const submitted = reports.find((report) => report.submitted_at !== null);
if (!unsubmitted || !submitted)
  throw new Error('The fixtures need a submitted and an unsubmitted rPET report of Põhjala');
const MISSING_ID = 999_999;
const K = 'screens.operator.rpetReport';
/** A store of its own: a story that unsubmits or deletes leaves the next one the report as the fixtures have it. */
const fresh = () => ({ msw: { handlers: handlersFor(scenario) } });
const at = (id: number) => ({ screen: { path: `/reports/rpet/${id}`, route: '/reports/rpet/:id' } });

const meta = {
  title: 'Screens/Operator/RpetReport',
  component: RpetReportScreen,
  decorators: [withScreen],
  args: { id: submitted.id },
  beforeEach: () => clearAnnouncements(),
  parameters: { layout: 'fullscreen', ...at(submitted.id), msw: { handlers: handlersFor(scenario) } },
} satisfies Meta<typeof RpetReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (key: Parameters<typeof text>[0]) => screen.queryByRole('button', { name: text(key) });
const period = (report: { period_formatted: string }) => report.period_formatted;

/**
 * The submitted 2024 report: the header's status says so; the operator may unsubmit and delete it; the recycled
 * percentages are text, never fields (the operator does not edit them).
 */
export const Submitted: Story = {
  play: async () => {
    const table = await linesTable();
    await expect(percentageFields(table)).toEqual([]);
    await expect(within(table).getAllByText(/%$/).length).toBeGreaterThan(0);
    await expect(screen.getAllByText(text('status.rpet.submitted')).length).toBeGreaterThan(0);
    await expect(button(`${K}.unsubmit`)).toBeVisible();
    await expect(button(`${K}.delete`)).toBeVisible();
  },
};

/** The unsubmitted 2025 report: no unsubmit; the delete only; the percentages still read-only for the operator. */
export const Unsubmitted: Story = {
  args: { id: unsubmitted.id },
  parameters: at(unsubmitted.id),
  play: async () => {
    const table = await linesTable();
    await expect(percentageFields(table)).toEqual([]);
    await expect(screen.getAllByText(text('status.rpet.unsubmitted')).length).toBeGreaterThan(0);
    await expect(button(`${K}.unsubmit`)).toBeNull();
    await expect(button(`${K}.delete`)).toBeVisible();
  },
};

/** "Tühista esitamine", confirmed: the operator stays on the report, which says so and is unsubmitted now. */
export const Unsubmit: Story = {
  parameters: fresh(),
  play: async () => {
    await linesTable();
    await press(button(`${K}.unsubmit`) as HTMLElement);
    const dialog = await shown(screen.findByRole('alertdialog', { name: text(`${K}.unsubmitTitle`) }));
    await expect(dialog).toHaveTextContent(
      text(`${K}.unsubmitText`, { company: heroClients.pohjala.name, period: period(submitted) }),
    );
    await press(within(dialog).getByRole('button', { name: text(`${K}.unsubmit`) }));
    await screen.findByText(text(`${K}.unsubmitted`, { period: period(submitted) }));
    await waitFor(() => expect(button(`${K}.unsubmit`)).toBeNull());
    await expect(screen.getAllByText(text('status.rpet.unsubmitted')).length).toBeGreaterThan(0);
    await expect(screen.queryByTestId('navigated-to')).toBeNull();
    await settled();
  },
};

/** The unsubmit fails: the reason in the dialog, which stays open to try again or cancel. */
export const UnsubmitFails: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenario, { overrides: { unsubmitRpetReport: serverError(500, 'server_error') } }) },
  },
  play: async () => {
    await linesTable();
    await press(button(`${K}.unsubmit`) as HTMLElement);
    const dialog = await shown(screen.findByRole('alertdialog', { name: text(`${K}.unsubmitTitle`) }));
    await press(within(dialog).getByRole('button', { name: text(`${K}.unsubmit`) }));
    await within(dialog).findByText(text('errors.rpet.unsubmit'));
    await expect(dialog).toBeVisible();
    await settled();
  },
};

/** "Kustuta aruanne", confirmed: back to the rPET list with the success said there. */
export const Delete: Story = {
  parameters: fresh(),
  play: async () => {
    await linesTable();
    await press(button(`${K}.delete`) as HTMLElement);
    const dialog = await shown(screen.findByRole('alertdialog', { name: text(`${K}.deleteTitle`) }));
    await press(within(dialog).getByRole('button', { name: text(`${K}.delete`) }));
    await waitFor(() => expect(screen.getByTestId('navigated-to')).toHaveTextContent('/reports/rpet'));
    await settled();
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'rpetReport',
  loading: expectReportLoading,
  error: { texts: 'errors.rpet.load' },
});

/** The report never answers: the header's skeleton is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** An id with no report: "not found", and nothing to retry. */
export const NotFound: Story = {
  args: { id: MISSING_ID },
  parameters: at(MISSING_ID),
  play: expectReportNotFound,
};

/** The report fails to load: the reason and a retry. */
export const ServerError: Story = states.ServerError;
