import { TextField, type TextFieldProps } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, text, useStoryTranslation } from '../support/text';
import { withWidth } from '../support/with-width';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: {
    label: <T k="demo.fields.productName" />,
    description: <T k="demo.fields.productNameHint" />,
    onChange: fn(),
  },
  argTypes: { label: { control: false }, description: { control: false }, errorMessage: { control: false } },
  decorators: [withWidth(320)],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, name = text('demo.fields.productName')) =>
  within(canvasElement).getByRole('textbox', { name });

/** Label, hint (linked as the description) and typing. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveAccessibleDescription(text('demo.fields.productNameHint'));
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('Õunamahl');
    await expect(field).toHaveValue('Õunamahl');
    await expect(args.onChange).toHaveBeenLastCalledWith('Õunamahl');
  },
};

/** A placeholder shows an example value; it is not a label (the label stays). */
function WithPlaceholder(props: Partial<TextFieldProps>) {
  const { t } = useStoryTranslation();
  return (
    <TextField label={t('demo.fields.productName')} placeholder={t('demo.fields.productNamePlaceholder')} {...props} />
  );
}

export const Placeholder: Story = {
  render: () => <WithPlaceholder />,
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('placeholder', text('demo.fields.productNamePlaceholder'));
  },
};

/** Required: the red marker is for the eye; the input itself says "required" to a screen reader. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toBeRequired();
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** An error text marks the field invalid and is read with it; the hint makes way for nothing. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: <T k="demo.fields.productNameError" /> },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      `${text('demo.fields.productNameHint')} ${text('demo.fields.productNameError')}`,
    );
  },
};

/**
 * At its limit: the browser takes no more characters, and the field says why when it refuses some (every field
 * has a limit; without its own, its kind's from @epp/core). Filling it exactly refuses nothing and says nothing.
 */
export const AtLimit: Story = {
  args: { maxLength: 12 },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveAttribute('maxlength', '12');
    await userEvent.click(field);
    await userEvent.keyboard('Õunamahl 1 l');
    await expect(field).toHaveValue('Õunamahl 1 l');
    await expect(field).toHaveAccessibleDescription(text('demo.fields.productNameHint'));
    await userEvent.keyboard(' ja veel');
    await expect(field).toHaveValue('Õunamahl 1 l');
    await expect(field).toHaveAccessibleDescription(text('ui.textField.atLimit', { max: '12' }));
    await userEvent.keyboard('{Backspace}');
    await expect(field).toHaveAccessibleDescription(text('demo.fields.productNameHint'));
    await userEvent.keyboard('l!');
    await expect(field).toHaveValue('Õunamahl 1 l');
    await expect(field).toHaveAccessibleDescription(text('ui.textField.atLimit', { max: '12' }));
  },
};

/** Disabled: greyed, out of the Tab order, cannot be typed in. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Õunamahl 1 l' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toBeDisabled();
    await userEvent.tab();
    await expect(field).not.toHaveFocus();
  },
};

/** Read-only: focusable and selectable (a screen reader can read it), but not editable; dashed edge. */
function ReadOnlyField() {
  const { t } = useStoryTranslation();
  return <TextField label={t('demo.fields.clientCode')} value={t('demo.fields.clientCodeValue')} isReadOnly />;
}

export const ReadOnly: Story = {
  render: () => <ReadOnlyField />,
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, text('demo.fields.clientCode'));
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('X');
    await expect(field).toHaveValue(text('demo.fields.clientCodeValue'));
    await expect(field).toHaveAttribute('readonly');
  },
};

/** Multiline: a textarea for comments; Enter starts a new line instead of submitting. */
export const Multiline: Story = {
  args: { label: <T k="demo.fields.comment" />, description: undefined, multiline: true, rows: 3 },
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: text('demo.fields.comment') });
    await expect(field.tagName).toBe('TEXTAREA');
    await userEvent.click(field);
    await userEvent.keyboard('Kaal{Enter}mõõdetud');
    await expect(field).toHaveValue('Kaal\nmõõdetud');
    await expect(args.onChange).toHaveBeenLastCalledWith('Kaal\nmõõdetud');
  },
};

/** A long label and hint wrap within the field's width; the error sits under them. */
export const LongText: Story = {
  args: {
    label: <T k="demo.fields.weightLong" />,
    description: <T k="demo.fields.weightLongHint" />,
    errorMessage: <T k="demo.fields.weightError" />,
    isRequired: true,
    defaultValue: '12,5 g',
  },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement, text('demo.fields.weightLong'))).toHaveAttribute('aria-invalid', 'true');
  },
};
