import { STATUS_FAMILIES, STATUS_FAMILY_NAMES, type StatusFamily, statusTone } from '@epp/core';
import { heroContracts, reference } from '@epp/fixtures';
import { StatusBadge } from '@epp/widgets/status-badge';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { text } from '../support/text';

// ---- Data: the package status labels as the server gives them (fixture reference list) ------------------

const packageLabel = (id: string) => reference.packageStatusLabel(Number(id));

// ---- The gallery: every family × every value, for clients and administrators ---------------------------

const cell = { padding: '4px 8px', textAlign: 'left' as const, verticalAlign: 'top' as const, fontSize: 13 };

function Family({ family }: { family: StatusFamily }) {
  return (
    <tr>
      <th scope="row" style={cell}>
        {family}
      </th>
      {(['client', 'admin'] as const).map((audience) => (
        <td key={audience} style={cell} data-audience={audience}>
          <span style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
            {STATUS_FAMILIES[family].map((value) => (
              <StatusBadge
                key={value}
                family={family}
                value={value}
                audience={audience}
                label={family === 'package' ? packageLabel(value) : undefined}
              />
            ))}
          </span>
        </td>
      ))}
    </tr>
  );
}

function Gallery() {
  return (
    <table style={{ borderCollapse: 'collapse', width: 1180 }}>
      <thead>
        <tr>
          <th style={cell} scope="col">
            family
          </th>
          <th style={cell} scope="col">
            client
          </th>
          <th style={cell} scope="col">
            admin
          </th>
        </tr>
      </thead>
      <tbody>
        {STATUS_FAMILY_NAMES.map((family) => (
          <Family key={family} family={family} />
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Widgets/StatusBadge',
  component: StatusBadge,
  args: { family: 'salesReport', value: 'SUBMITTED', audience: 'client' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every family and every value, clients on the left and administrators on the right (tones differ for sales reports and contracts). */
export const AllFamilies: Story = {
  render: () => <Gallery />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(STATUS_FAMILY_NAMES.length);
    // Sales reports: UNSUBMITTED is a warning to clients and info to administrators.
    const sales = within(rows[0] as HTMLElement);
    const clientCell = sales.getAllByRole('cell')[0] as HTMLElement;
    const adminCell = sales.getAllByRole('cell')[1] as HTMLElement;
    await expect(within(clientCell).getByText(text('status.salesReport.UNSUBMITTED'))).toHaveAttribute(
      'data-tone',
      'warning',
    );
    await expect(within(adminCell).getByText(text('status.salesReport.UNSUBMITTED'))).toHaveAttribute(
      'data-tone',
      'info',
    );
    // Contracts: a pending contract is an error to clients and a warning to administrators.
    const contract = within(rows[1] as HTMLElement).getAllByRole('cell');
    await expect(within(contract[0] as HTMLElement).getByText(text('status.contract.NOT_SIGNED'))).toHaveAttribute(
      'data-tone',
      statusTone('contract', 'NOT_SIGNED', 'client'),
    );
    await expect(within(contract[1] as HTMLElement).getByText(text('status.contract.NOT_SIGNED'))).toHaveAttribute(
      'data-tone',
      'warning',
    );
  },
};

/** A sales report status for a client. */
export const SalesReportForClient: Story = {
  args: { family: 'salesReport', value: 'REJECTED', audience: 'client' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text('status.salesReport.REJECTED'))).toHaveAttribute(
      'data-tone',
      'error',
    );
  },
};

/** The hero client's contract as the server gives it ({ value, label }): our label by value, not the server's. */
export const ContractFromServer: Story = {
  args: {
    family: 'contract',
    value: heroContracts.pohjala.status.value,
    label: heroContracts.pohjala.status.label,
    audience: 'client',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text('status.contract.SIGNED'))).toHaveAttribute(
      'data-tone',
      'success',
    );
  },
};

/** Package statuses carry the server's label (the spec does not name the ids); the tone is by id. */
export const PackageStatusWithServerLabel: Story = {
  args: { family: 'package', value: 3, label: packageLabel('3'), audience: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(packageLabel('3') ?? '')).toHaveAttribute('data-tone', 'info');
  },
};

/** A value our map does not know shows the server's label in the neutral tone. */
export const UnknownValue: Story = {
  args: { family: 'invoice', value: 'Credited', label: 'Krediteeritud' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Krediteeritud')).toHaveAttribute('data-tone', 'default');
  },
};

/** No status at all (an rPET report without one): a dash. */
export const NoStatus: Story = {
  args: { family: 'rpet', value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('–').parentElement).toHaveAttribute('title', text('status.none'));
    await expect(within(canvasElement).getByText(text('status.none'))).toBeInTheDocument();
  },
};
