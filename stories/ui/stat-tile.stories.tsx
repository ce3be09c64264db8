import { useEppTranslation } from '@epp/i18n';
import { StatTile, toneNames } from '@epp/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { T, text } from '../support/text';

const meta = {
  title: 'UI/StatTile',
  component: StatTile,
  args: { label: <T k="demo.statTile.activePackages" />, value: '42' },
  argTypes: {
    tone: { control: 'inline-radio', options: toneNames },
    label: { control: false },
    hint: { control: false },
  },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single tile at the width it has in the dashboard grid. */
const tileWidth: Decorator = (Story) => (
  <div style={{ width: 240 }}>
    <Story />
  </div>
);

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 220px);
  gap: ${({ theme }) => theme.space[3]};
`;

/** Label and value as a description list, read together. */
export const Default: Story = {
  decorators: [tileWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('term')).toHaveTextContent(text('demo.statTile.activePackages'));
    await expect(canvas.getByRole('definition')).toHaveTextContent('42');
  },
};

/** No value (e.g. the invoice balance is null): a dash for the eye, "Andmed puuduvad" for a screen reader. */
export const NoValue: Story = {
  args: { label: <T k="demo.statTile.invoiceBalance" />, value: null },
  decorators: [tileWidth],
  play: async ({ canvasElement }) => {
    const value = within(canvasElement).getByRole('definition');
    await expect(value).toHaveTextContent(`–${text('ui.statTile.noValue')}`);
    await expect(within(value).getByText('–')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A warning tone with a hint that says why. */
export const WarningWithHint: Story = {
  args: {
    label: <T k="demo.statTile.notSubmitted" />,
    value: '3',
    tone: 'warning',
    hint: <T k="demo.statTile.notSubmittedHint" />,
  },
  decorators: [tileWidth],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent(text('demo.statTile.notSubmittedHint'));
    await expect(canvasElement.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'warning');
  },
};

/** The dashboard's figures, money formatted for the interface language. */
function DashboardTiles() {
  const { i18n } = useEppTranslation();
  const money = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'et-EE', {
    style: 'currency',
    currency: 'EUR',
  });
  return (
    <Grid>
      <StatTile label={<T k="demo.statTile.overdueInvoices" />} value="2" tone="error" />
      <StatTile label={<T k="demo.statTile.invoiceBalance" />} value={money.format(1250.4)} />
      <StatTile label={<T k="demo.statTile.activePackages" />} value="42" tone="success" />
      <StatTile label={<T k="demo.statTile.invoiceBalance" />} value={undefined} />
    </Grid>
  );
}

export const Dashboard: Story = {
  render: () => <DashboardTiles />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(4);
  },
};
