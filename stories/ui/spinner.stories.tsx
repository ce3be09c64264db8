import { useEppTranslation } from '@epp/i18n';
import { Spinner } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { text } from '../support/text';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Without a visible label the spinner is still a named progress bar. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: text('ui.spinner.label') });
    // Indeterminate: no value for a screen reader to read out.
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const WithLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: text('ui.spinner.label') })).toBeVisible();
    await expect(canvas.getByText(text('ui.spinner.label'))).toBeVisible();
  },
};

/** A caller names what is loading. */
export const CustomLabel: Story = {
  render: function CustomLabel() {
    const { t } = useEppTranslation();
    return <Spinner showLabel label={t('ui.skeleton.loading')} />;
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: text('ui.skeleton.loading') }),
    ).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => (
    <Row>
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const spinners = within(canvasElement).getAllByRole('progressbar');
    await expect(spinners.map((spinner) => spinner.dataset.size)).toEqual(['sm', 'md', 'lg']);
  },
};
