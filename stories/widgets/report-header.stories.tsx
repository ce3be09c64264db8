import type { SalesReportDetail } from '@epp/api/schemas';
import { salesReportDetailSchema } from '@epp/api/schemas';
import { type SalesReportRow, sampleReports, scenarios, storeFor, views } from '@epp/fixtures';
import { ReportHeader } from '@epp/widgets/report-header';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { text } from '../support/text';

// ---- Fixture reports (the client's world: Põhjala Joogitehas OÜ) ---------------------------------------

const db = storeFor(scenarios.clientActiveContract).db;
const reports = sampleReports(db);

const detailOf = (row: SalesReportRow): SalesReportDetail =>
  salesReportDetailSchema.parse(views.salesReportDetail(db, row));

/** A submitted original with its invoice. */
const salesDetail = detailOf(reports.submittedSales);
/** A repair report of an earlier period. */
const repairDetail = detailOf(reports.repairSales);
/** The same report with every quantity 0: all totals zero. */
const zeroDetail: SalesReportDetail = {
  ...salesDetail,
  report: { ...salesDetail.report, status: { value: 'UNSUBMITTED', label: 'Esitamata' }, submitted_at: null },
  lines: salesDetail.lines.map((line) => ({ ...line, quantity: 0 })),
};

const { returnReport, unconfirmedReturn, additionalDeposit: depositReport } = reports;
const { submittedRpet: rpetSubmitted, unsubmittedRpet: rpetUnsubmitted } = reports;

const heading = (canvasElement: HTMLElement) => within(canvasElement).getByRole('heading', { level: 2 });
/** The status badge beside the title. */
const badge = (canvasElement: HTMLElement) =>
  heading(canvasElement).parentElement?.querySelector('[data-tone]') as HTMLElement;
const tile = (canvasElement: HTMLElement, key: Parameters<typeof text>[0]) =>
  within(canvasElement).getByText(text(key)).closest('dl') as HTMLElement;

// ---- Stories -------------------------------------------------------------------------------------------

const meta = {
  title: 'Widgets/ReportHeader',
  component: ReportHeader,
  args: { data: { kind: 'sales', detail: salesDetail } },
  render: (args) => (
    <div style={{ width: 960 }}>
      <ReportHeader {...args} />
    </div>
  ),
} satisfies Meta<typeof ReportHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A submitted sales report: client code, period, company, submitted date, status, and the five totals. */
export const Sales: Story = {
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toHaveTextContent(
      text('widgets.reportHeader.titles.sales', { period: '09.2025' }),
    );
    await expect(badge(canvasElement)).toHaveTextContent(text('status.salesReport.CONFIRMED'));
    await expect(within(canvasElement).getByText(salesDetail.header.client_code)).toBeVisible();
    // The totals are @epp/core's salesReportTotals of the lines, equal to the server's header.
    const toPay = tile(canvasElement, 'widgets.reportHeader.totals.toBePaid');
    await expect(toPay).toHaveTextContent(/8[\s\u00a0,]?137[.,]88/);
  },
};

/** A repair report: "– Parandus" in the title. */
export const SalesRepair: Story = {
  args: { data: { kind: 'sales', detail: repairDetail } },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toHaveTextContent(text('widgets.reportHeader.repair'));
  },
};

/** Nothing sold yet: unsubmitted (no date, a dash) and every total zero. */
export const SalesZeroTotals: Story = {
  args: { data: { kind: 'sales', detail: zeroDetail } },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent(text('status.salesReport.UNSUBMITTED'));
    await expect(tile(canvasElement, 'widgets.reportHeader.totals.packagesTotal')).toHaveTextContent('0');
    await expect(within(canvasElement).getByText(text('ui.statTile.noValue'))).toBeInTheDocument();
  },
};

/** The operator sees the operator's status tones. */
export const SalesOperator: Story = {
  args: { data: { kind: 'sales', detail: zeroDetail }, audience: 'admin' },
};

/** Loading: a skeleton in the sales header's shape, announced once. */
export const SalesLoading: Story = {
  args: { data: undefined, isLoading: true, kind: 'sales' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: text('widgets.reportHeader.loading') }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** A return report for the client: code, period range, company; no status, no totals. */
export const Returns: Story = {
  args: { data: { kind: 'returns', report: returnReport } },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toHaveTextContent(returnReport.period_formatted);
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** The operator's view of an unconfirmed return report (empty: no lines): the status badge. */
export const ReturnsOperatorUnconfirmed: Story = {
  args: { data: { kind: 'returns', report: { ...unconfirmedReturn, lines: [] } }, audience: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent(text('widgets.reportHeader.status.unconfirmed'));
  },
};

export const ReturnsLoading: Story = {
  args: { data: undefined, isLoading: true, kind: 'returns' },
};

/** An additional-deposit report: year, last sync and the five totals. */
export const AdditionalDeposit: Story = {
  args: { data: { kind: 'additionalDeposit', report: depositReport } },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement)).toHaveTextContent(String(depositReport.period));
    await expect(tile(canvasElement, 'widgets.reportHeader.totals.toBePaid')).toHaveTextContent(/173[.,]67/);
  },
};

/** The operator's view of a report without totals yet (not posted): dashes, and the posting status. */
export const AdditionalDepositEmpty: Story = {
  args: {
    data: {
      kind: 'additionalDeposit',
      report: { ...depositReport, totals: undefined, lines: [], is_posted: false, invoices: [] },
    },
    audience: 'admin',
  },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent(text('widgets.reportHeader.status.notPosted'));
    await expect(within(canvasElement).getAllByText(text('ui.statTile.noValue'))).toHaveLength(5);
  },
};

export const AdditionalDepositLoading: Story = {
  args: { data: undefined, isLoading: true, kind: 'additionalDeposit' },
};

/** A submitted rPET report: the recycled share and tonnes. */
export const Rpet: Story = {
  args: { data: { kind: 'rpet', report: rpetSubmitted } },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent(text('widgets.reportHeader.status.submitted'));
    await expect(tile(canvasElement, 'widgets.reportHeader.totals.totalRecycledPercentage')).toHaveTextContent('%');
  },
};

/** An unsubmitted rPET report with no totals yet. */
export const RpetEmpty: Story = {
  args: { data: { kind: 'rpet', report: { ...rpetUnsubmitted, totals: undefined, lines: [] } } },
  play: async ({ canvasElement }) => {
    await expect(badge(canvasElement)).toHaveTextContent(text('widgets.reportHeader.status.unsubmitted'));
  },
};

export const RpetLoading: Story = {
  args: { data: undefined, isLoading: true, kind: 'rpet' },
};
