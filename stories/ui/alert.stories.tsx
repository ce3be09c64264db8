import { Alert, type AlertTone } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';
import { type StoryTextKey, T, text, useStoryTranslation } from '../support/text';
import { withWidth } from '../support/with-width';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: { tone: 'info', title: <T k="demo.alert.paymentPending" /> },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'info', 'warning', 'error'] },
    title: { control: false },
    children: { control: false },
  },
  decorators: [withWidth(560)],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Success: Story = {
  args: { tone: 'success', title: <T k="demo.alert.importSucceeded" /> },
  play: async ({ canvasElement }) => {
    // Not an error: a polite status, and the tone is said in words before the message.
    const alert = within(canvasElement).getByRole('status');
    await expect(alert).toHaveTextContent(`${text('ui.alert.tone.success')} ${text('demo.alert.importSucceeded')}`);
  },
};

export const Info: Story = {};

export const Warning: Story = { args: { tone: 'warning', title: <T k="demo.alert.debt" /> } };

/** An error interrupts (role=alert) and lists the failed rows, one per line. */
export const ErrorWithLines: Story = {
  name: 'Error with lines',
  render: function ErrorWithLines(args) {
    const { t } = useStoryTranslation();
    return <Alert {...args} tone="error" lines={[t('demo.alert.eanRegistered'), t('demo.alert.eanUnknown')]} />;
  },
  args: { title: <T k="demo.alert.importFailed" /> },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(text('demo.alert.importFailed'));
    const lines = within(alert).getAllByRole('listitem');
    await expect(lines.map((line) => line.textContent)).toEqual([
      text('demo.alert.eanRegistered'),
      text('demo.alert.eanUnknown'),
    ]);
  },
};

/** Dismissible: Tab reaches the labelled close button; Enter and Space press it. */
export const Dismissible: Story = {
  args: { tone: 'warning', title: <T k="demo.alert.debt" />, onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    const close = within(canvasElement).getByRole('button', { name: text('ui.alert.dismiss') });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};

/** A long message with a body wraps inside the alert; the close button stays in the corner. */
export const LongText: Story = {
  args: {
    tone: 'info',
    title: <T k="demo.alert.unsynced" />,
    children: <T k="demo.alert.debt" />,
    onDismiss: fn(),
  },
};

const examples: Array<{ tone: AlertTone; title: StoryTextKey }> = [
  { tone: 'success', title: 'demo.alert.importSucceeded' },
  { tone: 'info', title: 'demo.alert.paymentPending' },
  { tone: 'warning', title: 'demo.alert.debt' },
  { tone: 'error', title: 'demo.alert.importFailed' },
];

/** All tones, dismissible. Only the error is an assertive alert. */
export const Tones: Story = {
  render: () => (
    <Stack>
      {examples.map(({ tone, title }) => (
        <Alert key={tone} tone={tone} title={<T k={title} />} onDismiss={() => {}} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};
