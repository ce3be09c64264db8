import { Button, EmptyState } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, text } from '../support/text';
import { withWidth } from '../support/with-width';

const onClear = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: <T k="demo.emptyState.noInvoices" /> },
  argTypes: { title: { control: false }, text: { control: false }, action: { control: false } },
  decorators: [withWidth(560)],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only a title: announced as a polite status. */
export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(text('demo.emptyState.noInvoices'));
  },
};

/** A filtered list that came back empty: the spec's text, a hint and a way out, reachable by keyboard. */
export const WithAction: Story = {
  args: {
    title: <T k="demo.emptyState.noPackages" />,
    text: <T k="demo.emptyState.noPackagesHint" />,
    action: (
      <Button variant="secondary" onPress={onClear}>
        <T k="common.actions.clearSearch" />
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(text('demo.emptyState.noPackages'));
    await expect(status).toHaveTextContent(text('demo.emptyState.noPackagesHint'));
    // The action is outside the live region, so it is not read out as part of the message.
    const button = canvas.getByRole('button', { name: text('common.actions.clearSearch') });
    await expect(status).not.toContainElement(button);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClear).toHaveBeenCalledTimes(1);
  },
};

/** A long text wraps within a narrow column. */
export const LongText: Story = {
  args: { title: <T k="demo.emptyState.noPackages" />, text: <T k="demo.alert.unsynced" /> },
  decorators: [withWidth(280)],
};
