import { SearchField, type SearchFieldProps } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, text, useStoryTranslation } from '../support/text';
import { withWidth } from '../support/with-width';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  args: { label: <T k="demo.fields.search" />, onSubmit: fn(), onClear: fn(), onChange: fn() },
  argTypes: { label: { control: false }, description: { control: false }, errorMessage: { control: false } },
  decorators: [withWidth(320)],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = (canvasElement: HTMLElement, name = text('demo.fields.search')) =>
  within(canvasElement).getByRole('searchbox', { name });

/** Empty: no clear button yet. Typing and Enter submit the text. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = searchBox(canvasElement);
    await expect(canvas.queryByRole('button', { name: text('ui.searchField.clear') })).toBeNull();
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('4740001{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('4740001');
  },
};

/** With a value: the clear button ("Tühjenda otsing") empties it and focus stays in the box. */
export const WithValue: Story = {
  args: { defaultValue: 'Õunamahl' },
  play: async ({ args, canvasElement }) => {
    const box = searchBox(canvasElement);
    const clear = within(canvasElement).getByRole('button', { name: text('ui.searchField.clear') });
    await expect(clear).toBeVisible();
    await userEvent.click(clear);
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard path: Escape clears the text (the clear button stays out of the Tab order for that reason). */
export const EscapeClears: Story = {
  play: async ({ args, canvasElement }) => {
    const box = searchBox(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('PET');
    await expect(box).toHaveValue('PET');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** In a table toolbar the label may be for screen readers only; a placeholder and a hint then show the way. */
function Hinted(props: Partial<SearchFieldProps>) {
  const { t } = useStoryTranslation();
  return (
    <SearchField
      label={t('demo.fields.search')}
      isLabelHidden
      placeholder={t('demo.fields.searchHint')}
      description={t('demo.fields.searchHint')}
      {...props}
    />
  );
}

export const LabelHidden: Story = {
  render: () => <Hinted />,
  play: async ({ canvasElement }) => {
    const box = searchBox(canvasElement);
    await expect(box).toHaveAttribute('placeholder', text('demo.fields.searchHint'));
    await expect(box).toHaveAccessibleDescription(text('demo.fields.searchHint'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Õunamahl' },
  play: async ({ canvasElement }) => {
    await expect(searchBox(canvasElement)).toBeDisabled();
  },
};
