import { Switch } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, text } from '../support/text';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { children: <T k="demo.fields.emailNotifications" />, onChange: fn() },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('switch', { name: text('demo.fields.emailNotifications') });

/** Keyboard path: Tab, Space turns it on and off; a click on the label does too. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const control = toggle(canvasElement);
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(canvasElement).getByText(text('demo.fields.emailNotifications')));
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = { args: { defaultSelected: true } };

/** "Show unread only" above the notifications list. */
export const UnreadOnly: Story = { args: { children: <T k="demo.fields.unreadOnly" />, defaultSelected: true } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const control = toggle(canvasElement);
    await expect(control).toBeDisabled();
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
