import { DatePicker } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FieldFrame } from '../support/field-frame';
import { T, text } from '../support/text';

/** A fixed "today", so the calendar and the snapshots are the same every day. */
const TODAY = '2025-03-14';

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { label: <T k="demo.pickers.salesStartDate" />, today: TODAY, onChange: fn() },
  argTypes: { label: { control: false }, description: { control: false }, errorMessage: { control: false } },
  // The open calendar is drawn into the frame, which is tall enough to hold it in the snapshot.
  render: (args) => (
    <FieldFrame minHeight={440}>{(container) => <DatePicker {...args} portalContainer={container} />}</FieldFrame>
  ),
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: text('demo.pickers.salesStartDate') });
const calendarButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: text('ui.datePicker.openCalendar') });
/** The number on the focused day button of the open calendar. */
const focusedDay = () => document.activeElement?.textContent;
const dialog = () => within(document.body).findByRole('dialog', { name: text('ui.datePicker.calendar') });

/** Empty: the placeholder shows the format; there is nothing to clear. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('placeholder', text('ui.datePicker.placeholder'));
    await expect(within(canvasElement).queryByRole('button', { name: text('ui.datePicker.clear') })).toBeNull();
  },
};

/** Filled: the ISO value is shown as DD.MM.YYYY; the clear button empties it. */
export const Filled: Story = {
  args: { defaultValue: '2025-03-05' },
  play: async ({ args, canvasElement }) => {
    await expect(input(canvasElement)).toHaveValue('05.03.2025');
    await userEvent.click(within(canvasElement).getByRole('button', { name: text('ui.datePicker.clear') }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(input(canvasElement)).toHaveValue('');
    await expect(input(canvasElement)).toHaveFocus();
    await userEvent.keyboard('05.03.2025{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-05');
  },
};

/** 31.02.2025 is not a date: it stays as typed, never corrected to 03.03, and the error says the format. */
export const InvalidTypedDate: Story = {
  args: { defaultValue: '2025-02-10' },
  play: async ({ args, canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.tab();
    await userEvent.clear(field);
    await userEvent.keyboard('31.02.2025');
    await userEvent.tab();
    await expect(field).toHaveValue('31.02.2025');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text('ui.datePicker.invalid'));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** A date after the maximum is refused with the limit in the message; the calendar does not offer it. */
export const OutOfRange: Story = {
  args: { minValue: '2025-01-01', maxValue: TODAY },
  play: async ({ args, canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('20.03.2025');
    await userEvent.tab();
    await expect(field).toHaveValue('20.03.2025');
    await expect(within(canvasElement).getByText(/14\.03\.2025/)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The open calendar: the chosen day is marked and focused, today is ringed, days after the maximum are struck out. */
export const OpenCalendar: Story = {
  args: { defaultValue: '2025-03-05', maxValue: TODAY },
  play: async ({ canvasElement }) => {
    calendarButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const calendar = await dialog();
    await waitFor(() => expect(focusedDay()).toBe('5'));
    await expect(within(calendar).getAllByRole('gridcell', { selected: true })).toHaveLength(1);
  },
};

/**
 * The keyboard path: type a date, Tab to the calendar button, Enter opens the calendar on that day, arrows
 * move, Enter picks and closes; Escape closes too, and focus is back on the button each time.
 */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const field = input(canvasElement);
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('05.03.2025');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-05');
    await expect(calendarButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const calendar = await dialog();
    await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true));
    await expect(focusedDay()).toBe('5');
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(focusedDay()).toBe('13');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-13');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(field).toHaveValue('13.03.2025');
    // the closed calendar hands focus back to its button on its own tick (a race on a loaded machine, issue #23)
    await waitFor(() => expect(calendarButton(canvasElement)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(calendarButton(canvasElement)).toHaveFocus());
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Alt+Down opens the calendar straight from the input. */
export const OpenFromInput: Story = {
  args: { defaultValue: '2025-02-20' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    const calendar = await dialog();
    await waitFor(() => expect(focusedDay()).toBe('20'));
    await waitFor(() => expect(calendar).toBeVisible());
  },
};

/** Disabled: neither the input nor the calendar button can be used. */
export const Disabled: Story = {
  args: { defaultValue: '2025-03-05', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeDisabled();
    await expect(calendarButton(canvasElement)).toBeDisabled();
  },
};
