import { useEppTranslation } from '@epp/i18n';
import { MultiSelect, type MultiSelectProps, type SelectOption } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FieldFrame } from '../support/field-frame';
import { T, text } from '../support/text';

/** The sales report statuses, in the story's language: a typical list filter. */
function useStatuses(): SelectOption[] {
  const { t } = useEppTranslation();
  return [
    { id: 'UNSUBMITTED', label: t('status.salesReport.UNSUBMITTED') },
    { id: 'SUBMITTED', label: t('status.salesReport.SUBMITTED') },
    { id: 'UNCONFIRMED', label: t('status.salesReport.UNCONFIRMED') },
    { id: 'CONFIRMED', label: t('status.salesReport.CONFIRMED') },
    { id: 'REJECTED', label: t('status.salesReport.REJECTED') },
  ];
}

function DemoMultiSelect(props: Omit<MultiSelectProps, 'options'>) {
  return <MultiSelect {...props} options={useStatuses()} />;
}

const meta = {
  title: 'UI/MultiSelect',
  component: MultiSelect,
  args: { label: <T k="demo.fields.status" />, options: [], onChange: fn() },
  argTypes: { label: { control: false }, options: { control: false }, errorMessage: { control: false } },
  // The open list is drawn into the frame, which is tall enough to hold it in the snapshot.
  render: (args) => (
    <FieldFrame minHeight={320}>{(container) => <DemoMultiSelect {...args} portalContainer={container} />}</FieldFrame>
  ),
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: new RegExp(text('demo.fields.status')) });
const clearButton = (canvasElement: HTMLElement) =>
  within(canvasElement).queryByRole('button', { name: text('ui.multiSelect.clear') });

/**
 * Keyboard path: Tab, Enter opens, Enter/Space check options and the list stays open, Escape closes.
 * The trigger then lists the chosen labels.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveTextContent(text('ui.multiSelect.placeholder'));
    await expect(clearButton(canvasElement)).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['UNSUBMITTED', 'UNCONFIRMED']);
    await expect(within(document.body).getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveTextContent(
      `${text('status.salesReport.UNSUBMITTED')}, ${text('status.salesReport.UNCONFIRMED')}`,
    );
  },
};

/** Open: each option has a checkbox; the checked ones are selected options for a screen reader. */
export const Open: Story = {
  args: { defaultValue: ['SUBMITTED', 'CONFIRMED'] },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    const selected = within(listbox)
      .getAllByRole('option')
      .filter((option) => option.getAttribute('aria-selected') === 'true');
    await expect(selected.map((option) => option.textContent)).toEqual([
      text('status.salesReport.SUBMITTED'),
      text('status.salesReport.CONFIRMED'),
    ]);
  },
};

/** More than two chosen: the trigger shows the count ("3 valitud"). */
export const Count: Story = {
  args: { defaultValue: ['UNSUBMITTED', 'SUBMITTED', 'REJECTED'] },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent(text('ui.multiSelect.selectedCount', { count: 3 }));
  },
};

/** The clear button empties the choice and hands focus back to the trigger, which it then leaves. */
export const Clear: Story = {
  args: { defaultValue: ['SUBMITTED'] },
  play: async ({ args, canvasElement }) => {
    const button = trigger(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const clear = clearButton(canvasElement);
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(button).toHaveFocus();
    await expect(button).toHaveTextContent(text('ui.multiSelect.placeholder'));
    await expect(clearButton(canvasElement)).toBeNull();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: <T k="demo.fields.columnsError" /> },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleDescription(text('demo.fields.columnsError'));
  },
};

/** Disabled: no clear button, the list does not open. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['SUBMITTED'] },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
    await expect(clearButton(canvasElement)).toBeNull();
  },
};
