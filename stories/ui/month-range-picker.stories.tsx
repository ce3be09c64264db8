import { defaultReportRange } from '@epp/core';
import { MonthRangePicker } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FieldFrame } from '../support/field-frame';
import { rangeEnd } from '../support/interaction';
import { T, text } from '../support/text';

const TODAY = '2025-03-14';

const meta = {
  title: 'UI/MonthRangePicker',
  component: MonthRangePicker,
  args: { label: <T k="demo.pickers.reportPeriod" />, today: TODAY, minValue: '2023-01', onChange: fn() },
  argTypes: { label: { control: false }, description: { control: false } },
  render: (args) => (
    <FieldFrame width={480} minHeight={240}>
      {(container) => <MonthRangePicker {...args} portalContainer={container} />}
    </FieldFrame>
  ),
} satisfies Meta<typeof MonthRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: text('demo.pickers.reportPeriod') })).toBeVisible();
    await expect(rangeEnd(canvasElement, 'from')).toHaveAttribute('placeholder', text('ui.monthPicker.placeholder'));
  },
};

/** The "other reports" default: six months back to the current month (core's defaultReportRange). */
export const Filled: Story = {
  args: { defaultValue: defaultReportRange('other', '2025-03') },
  play: async ({ canvasElement }) => {
    await expect(rangeEnd(canvasElement, 'from')).toHaveValue('09.2024');
    await expect(rangeEnd(canvasElement, 'to')).toHaveValue('03.2025');
  },
};

/** A start month typed after the end month is refused with the rule's message. */
export const FromAfterTo: Story = {
  args: { defaultValue: { from: null, to: '2024-12' } },
  play: async ({ args, canvasElement }) => {
    const from = rangeEnd(canvasElement, 'from');
    await userEvent.tab();
    await userEvent.keyboard('02.2025{Enter}');
    await expect(from).toHaveAccessibleDescription(text('ui.rangePicker.monthFromAfterTo'));
    await userEvent.clear(from);
    await userEvent.keyboard('11.2024{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2024-11', to: '2024-12' }, []);
  },
};

/** An end month after the current month is refused. */
export const AfterCurrentMonth: Story = {
  args: { defaultValue: { from: '2025-01', to: null } },
  play: async ({ canvasElement }) => {
    const to = rangeEnd(canvasElement, 'to');
    to.focus();
    await userEvent.keyboard('04.2025{Enter}');
    await expect(to).toHaveAccessibleDescription(text('ui.rangePicker.monthAfterCurrent'));
  },
};

/** The end's month list, opened with the keyboard: months before the start and after the current month are not offered. */
export const OpenTo: Story = {
  args: { defaultValue: { from: '2025-02', to: '2025-03' } },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: text('ui.monthPicker.openPicker') });
    buttons[1]?.focus();
    await userEvent.keyboard('{Enter}');
    const popover = await within(document.body).findByRole('dialog');
    const months = within(popover).getByRole('combobox', { name: /kuu|month/i });
    await waitFor(() => expect(months).toHaveFocus());
    const options = within(months).getAllByRole('option') as HTMLOptionElement[];
    await expect(options.filter((option) => !option.disabled).map((option) => option.value)).toEqual(['1', '2']);
  },
};
