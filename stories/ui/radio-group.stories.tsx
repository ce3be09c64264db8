import { Radio, RadioGroup } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, text } from '../support/text';

const methods = ['mobileId', 'smartId', 'idCard'] as const;

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: <T k="demo.fields.signMethod" />,
    onChange: fn(),
    children: methods.map((method) => (
      <Radio key={method} value={method}>
        <T k={`demo.options.signMethods.${method}`} />
      </Radio>
    )),
  },
  argTypes: { label: { control: false }, children: { control: false }, errorMessage: { control: false } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const radio = (canvasElement: HTMLElement, method: (typeof methods)[number]) =>
  within(canvasElement).getByRole('radio', { name: text(`demo.options.signMethods.${method}`) });

/** Keyboard path: Tab enters the group once, arrows move and choose, Tab leaves. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: text('demo.fields.signMethod') })).toBeVisible();
    await userEvent.tab();
    await expect(radio(canvasElement, 'mobileId')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radio(canvasElement, 'smartId')).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('smartId');
    await userEvent.keyboard('{ArrowDown}');
    await expect(radio(canvasElement, 'idCard')).toBeChecked();
    await userEvent.tab();
    await expect(radio(canvasElement, 'idCard')).not.toHaveFocus();
  },
};

/** Side by side, for two or three short choices (the mass report's format). */
export const Horizontal: Story = {
  args: {
    label: <T k="demo.fields.format" />,
    orientation: 'horizontal',
    defaultValue: 'html',
    children: [
      <Radio key="html" value="html">
        <T k="demo.options.formats.html" />
      </Radio>,
      <Radio key="excel" value="excel">
        <T k="demo.options.formats.excel" />
      </Radio>,
    ],
  },
  play: async ({ args, canvasElement }) => {
    const excel = within(canvasElement).getByRole('radio', { name: text('demo.options.formats.excel') });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(excel).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('excel');
  },
};

/** Nothing chosen on submit: the error is read with the group. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: <T k="demo.fields.signMethodError" /> },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: text('demo.fields.signMethod') });
    await expect(group).toHaveAccessibleDescription(text('demo.fields.signMethodError'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'smartId' },
  play: async ({ canvasElement }) => {
    await expect(radio(canvasElement, 'smartId')).toBeDisabled();
    await userEvent.tab();
    await expect(radio(canvasElement, 'smartId')).not.toHaveFocus();
  },
};
