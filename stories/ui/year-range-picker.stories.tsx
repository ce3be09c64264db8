import { RPET_MIN_YEAR } from '@epp/core';
import { YearRangePicker } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldFrame } from '../support/field-frame';
import { T, text } from '../support/text';

/** Today in 2026: the lists offer 2024 (the first rPET year) to 2026. */
const TODAY = '2026-11-21';

const meta = {
  title: 'UI/YearRangePicker',
  component: YearRangePicker,
  args: { label: <T k="demo.pickers.years" />, today: TODAY, minYear: RPET_MIN_YEAR, onChange: fn() },
  argTypes: { label: { control: false }, description: { control: false } },
  render: (args) => (
    <FieldFrame width={480} minHeight={260}>
      {(container) => <YearRangePicker {...args} portalContainer={container} />}
    </FieldFrame>
  ),
} satisfies Meta<typeof YearRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement, name: 'from' | 'to') =>
  within(canvasElement).getByRole('button', { name: new RegExp(text(`ui.rangePicker.${name}`)) });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: text('demo.pickers.years') })).toBeVisible();
    await expect(trigger(canvasElement, 'from')).toHaveTextContent(text('ui.select.placeholder'));
  },
};

export const Filled: Story = {
  args: { defaultValue: { from: '2024-01', to: '2025-12' } },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement, 'from')).toHaveTextContent('2024');
    await expect(trigger(canvasElement, 'to')).toHaveTextContent('2025');
  },
};

/**
 * Keyboard: choosing years gives January of the first and December of the last; the end's list does not
 * offer years before the start. Left open.
 */
export const Keyboard: Story = {
  args: { defaultValue: { from: '2024-01', to: '2026-12' } },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement, 'from')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    let listbox = await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2025-01', to: '2026-12' }, []);
    await userEvent.tab();
    await expect(trigger(canvasElement, 'to')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: '2024' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A range handed in the wrong way round says so. */
export const FromAfterTo: Story = {
  args: { value: { from: '2026-01', to: '2025-12' } },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement, 'from')).toHaveAccessibleDescription(text('ui.rangePicker.yearFromAfterTo'));
  },
};
