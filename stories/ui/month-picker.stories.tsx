import { MonthPicker } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FieldFrame } from '../support/field-frame';
import { T, text } from '../support/text';

/** A fixed "today": its month (03.2025) is the latest that can be chosen. */
const TODAY = '2025-03-14';

const meta = {
  title: 'UI/MonthPicker',
  component: MonthPicker,
  args: { label: <T k="demo.pickers.reportMonth" />, today: TODAY, minValue: '2023-01', onChange: fn() },
  argTypes: { label: { control: false }, description: { control: false }, errorMessage: { control: false } },
  render: (args) => (
    <FieldFrame minHeight={260}>{(container) => <MonthPicker {...args} portalContainer={container} />}</FieldFrame>
  ),
} satisfies Meta<typeof MonthPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: text('demo.pickers.reportMonth') });
const openButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: text('ui.monthPicker.openPicker') });
const dialog = () => within(document.body).findByRole('dialog', { name: text('ui.monthPicker.dialog') });
const noDialog = () => waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('placeholder', text('ui.monthPicker.placeholder'));
  },
};

/** A period "YYYY-MM" is shown as MM.YYYY. */
export const Filled: Story = {
  args: { defaultValue: '2025-01' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('01.2025');
  },
};

/** "13.2025" is not a month: it stays as typed and the error gives the format. */
export const InvalidTypedMonth: Story = {
  play: async ({ args, canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('13.2025{Enter}');
    await expect(field).toHaveValue('13.2025');
    await expect(field).toHaveAccessibleDescription(text('ui.monthPicker.invalid'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A month after the current one is refused, with the limit in the message. */
export const OutOfRange: Story = {
  play: async ({ args, canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('04.2025');
    await userEvent.tab();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText(/03\.2025/)).toBeVisible();
    await userEvent.clear(field);
    await userEvent.keyboard('02.2025{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-02');
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * The keyboard path: Enter on the button opens the month and year lists with the month list focused; a
 * choice applies at once; Enter closes and focus is back on the button; Escape closes too. Left open.
 */
export const Keyboard: Story = {
  args: { defaultValue: '2025-02' },
  play: async ({ args, canvasElement }) => {
    openButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const popover = await dialog();
    const months = within(popover).getByRole('combobox', { name: /kuu|month/i });
    await waitFor(() => expect(months).toHaveFocus());
    await userEvent.selectOptions(months, '0');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-01');
    await expect(input(canvasElement)).toHaveValue('01.2025');
    // Months after the current one are not offered.
    await expect(within(months).getByRole('option', { name: /apr/i })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await noDialog();
    // react-aria gives focus back once the popover has gone, a frame later on a busy machine
    await waitFor(() => expect(openButton(canvasElement)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await dialog();
    await userEvent.keyboard('{Escape}');
    await noDialog();
    await waitFor(() => expect(openButton(canvasElement)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await dialog();
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2025-01', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(openButton(canvasElement)).toBeDisabled();
  },
};
