import { Checkbox, CheckboxGroup } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, text } from '../support/text';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: <T k="demo.fields.acceptTerms" />, onChange: fn() },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement, name = text('demo.fields.acceptTerms')) =>
  within(canvasElement).getByRole('checkbox', { name });

/** Keyboard path: Tab reaches it, Space checks and unchecks; the label is the click target too. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = box(canvasElement);
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(canvasElement).getByText(text('demo.fields.acceptTerms')));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    // Leave it checked and focused for the snapshot.
    await userEvent.keyboard(' ');
  },
};

export const Checked: Story = { args: { defaultSelected: true } };

/** Partly checked: a "select all" above a partly chosen list. Screen readers hear "mixed". */
export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: <T k="demo.fields.selectAll" /> },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement, text('demo.fields.selectAll'))).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvasElement }) => {
    const checkbox = box(canvasElement);
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

const columns = ['eanType', 'packageType', 'name', 'category', 'volume', 'deposit'] as const;
const onColumnsChange = fn();

/** A group: one label, one value (the checked values), one error. Tab moves from box to box. */
export const Group: Story = {
  render: () => (
    <CheckboxGroup label={<T k="demo.fields.columns" />} defaultValue={['name', 'volume']} onChange={onColumnsChange}>
      {columns.map((column) => (
        <Checkbox key={column} value={column}>
          <T k={`demo.options.columns.${column}`} />
        </Checkbox>
      ))}
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: text('demo.fields.columns') });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(columns.length);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: text('demo.options.columns.eanType') })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onColumnsChange).toHaveBeenLastCalledWith(['name', 'volume', 'eanType']);
  },
};

/** The group's error, e.g. when every column was turned off; it is read with the group. */
export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup label={<T k="demo.fields.columns" />} errorMessage={<T k="demo.fields.columnsError" />} isRequired>
      {columns.slice(0, 3).map((column) => (
        <Checkbox key={column} value={column}>
          <T k={`demo.options.columns.${column}`} />
        </Checkbox>
      ))}
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: text('demo.fields.columns') });
    await expect(group).toHaveAccessibleDescription(text('demo.fields.columnsError'));
  },
};
