import { DateRangePicker } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FieldFrame } from '../support/field-frame';
import { rangeEnd } from '../support/interaction';
import { T, text } from '../support/text';

const TODAY = '2025-03-14';

const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  args: { label: <T k="demo.pickers.testDate" />, today: TODAY, onChange: fn() },
  argTypes: { label: { control: false }, description: { control: false } },
  render: (args) => (
    <FieldFrame width={560} minHeight={460}>
      {(container) => <DateRangePicker {...args} portalContainer={container} />}
    </FieldFrame>
  ),
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One name for the pair (the group's legend), and "Alates" / "Kuni" for the two ends. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: text('demo.pickers.testDate') })).toBeVisible();
    await expect(rangeEnd(canvasElement, 'from')).toHaveValue('');
    await expect(rangeEnd(canvasElement, 'to')).toHaveValue('');
  },
};

export const Filled: Story = {
  args: { defaultValue: { from: '2025-03-01', to: '2025-03-10' } },
  play: async ({ canvasElement }) => {
    await expect(rangeEnd(canvasElement, 'from')).toHaveValue('01.03.2025');
    await expect(rangeEnd(canvasElement, 'to')).toHaveValue('10.03.2025');
  },
};

/** A start typed after the end is refused with the rule's own message. */
export const StartAfterEnd: Story = {
  args: { defaultValue: { from: null, to: '2025-03-10' } },
  play: async ({ args, canvasElement }) => {
    const from = rangeEnd(canvasElement, 'from');
    await userEvent.tab();
    await userEvent.keyboard('12.03.2025{Enter}');
    await expect(from).toHaveValue('12.03.2025');
    await expect(from).toHaveAccessibleDescription(text('ui.rangePicker.dateStartAfterEnd'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Where the start may not be in the future (operator lists), a start after today is refused. */
export const StartAfterToday: Story = {
  args: { isStartMaxToday: true },
  play: async ({ canvasElement }) => {
    const from = rangeEnd(canvasElement, 'from');
    await userEvent.tab();
    await userEvent.keyboard('20.03.2025{Enter}');
    await expect(from).toHaveAccessibleDescription(text('ui.rangePicker.dateStartAfterToday'));
  },
};

/** The end's calendar does not offer days before the start; a day picked with the keyboard completes the range. */
export const PickEnd: Story = {
  args: { defaultValue: { from: '2025-03-05', to: null } },
  play: async ({ args, canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: text('ui.datePicker.openCalendar') });
    buttons[1]?.focus();
    await userEvent.keyboard('{Enter}');
    const calendar = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('14'));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2025-03-05', to: '2025-03-15' }, []);
    await expect(rangeEnd(canvasElement, 'to')).toHaveValue('15.03.2025');
    await waitFor(() => expect(calendar).not.toBeInTheDocument());
    // Open it again for the picture: days before the start are struck out. The closed calendar gives the focus back
    // to its button a moment later; an Enter before that opened nothing (a fresh-clone run, q25).
    await waitFor(() => expect(buttons[1]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('dialog');
  },
};
