import { Select, type SelectOption, type SelectProps } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FieldFrame } from '../support/field-frame';
import { T, text, useStoryTranslation } from '../support/text';

/** The demo's package types, in the story's language. */
function usePackageTypes(): SelectOption[] {
  const { t } = useStoryTranslation();
  return [
    { id: 'pet', label: t('demo.options.packageTypes.pet') },
    { id: 'glass', label: t('demo.options.packageTypes.glass') },
    { id: 'can', label: t('demo.options.packageTypes.can') },
    { id: 'carton', label: t('demo.options.packageTypes.carton'), isDisabled: true },
    { id: 'long', label: t('demo.options.packageTypes.longName') },
  ];
}

function DemoSelect(props: Omit<SelectProps, 'options'>) {
  return <Select {...props} options={usePackageTypes()} />;
}

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: <T k="demo.fields.packageType" />, options: [], onChange: fn(), onOpenChange: fn() },
  argTypes: { label: { control: false }, options: { control: false }, errorMessage: { control: false } },
  // The open list is drawn into the frame, which is tall enough to hold it in the snapshot.
  render: (args) => (
    <FieldFrame minHeight={380}>{(container) => <DemoSelect {...args} portalContainer={container} />}</FieldFrame>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: new RegExp(text('demo.fields.packageType')) });

/** Nothing chosen: the placeholder "Vali…". Keyboard path: Tab, Enter opens, arrows move, Enter chooses. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveTextContent(text('ui.select.placeholder'));
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(within(listbox).getByRole('option', { name: text('demo.options.packageTypes.pet') })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('glass');
    await expect(button).toHaveTextContent(text('demo.options.packageTypes.glass'));
    // focus comes back once the list has gone
    await waitFor(() => expect(button).toHaveFocus());
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
  },
};

/** Open, with the chosen option ticked and the disabled one greyed; arrows skip it, Escape closes. */
export const Open: Story = {
  args: { defaultValue: 'can' },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    const can = within(listbox).getByRole('option', { name: text('demo.options.packageTypes.can') });
    await expect(can).toHaveAttribute('aria-selected', 'true');
    await expect(can).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      within(listbox).getByRole('option', { name: text('demo.options.packageTypes.longName') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
    // Leave it open for the snapshot.
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
  },
};

/** Typing a letter on the closed trigger picks the first option that starts with it. */
export const Typeahead: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard(text('demo.options.packageTypes.can').charAt(0));
    await expect(args.onChange).toHaveBeenLastCalledWith('can');
    await expect(trigger(canvasElement)).toHaveTextContent(text('demo.options.packageTypes.can'));
  },
};

/** Required and empty after a submit attempt: the error is read with the trigger. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: <T k="demo.fields.packageTypeError" /> },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAccessibleDescription(text('demo.fields.packageTypeError'));
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'pet' },
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
  },
};

/** A long choice is cut with an ellipsis in the trigger; the open list shows it whole. */
export const LongText: Story = {
  args: { defaultValue: 'long', description: <T k="demo.fields.productNameHint" /> },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent(text('demo.options.packageTypes.longName'));
  },
};
