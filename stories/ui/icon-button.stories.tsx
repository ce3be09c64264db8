import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import {
  type ButtonVariant,
  CloseIcon,
  EditIcon,
  IconButton,
  type IconButtonProps,
  MoreIcon,
  SearchIcon,
  TrashIcon,
} from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryRow } from '../support/story-row';
import { text } from '../support/text';

/** An icon button whose accessible name follows the story's language, as a screen's would. */
function Demo({ labelKey, ...props }: Omit<IconButtonProps, 'aria-label'> & { labelKey: TranslationKey }) {
  const { t } = useEppTranslation();
  return <IconButton {...props} aria-label={t(labelKey)} />;
}

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { onPress: fn(), 'aria-label': text('common.actions.delete'), children: <TrashIcon /> },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
  render: (args) => <Demo {...args} labelKey="common.actions.delete" />,
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const variants: ButtonVariant[] = ['ghost', 'primary', 'secondary', 'danger'];

/** The name comes from aria-label; the icon is hidden from assistive technology. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: text('common.actions.delete') });
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Every variant at rest and disabled. */
export const Variants: Story = {
  render: (args) => (
    <div>
      {variants.map((variant) => (
        <StoryRow key={variant} style={{ marginBottom: 12 }}>
          <Demo {...args} variant={variant} labelKey="common.actions.search">
            <SearchIcon />
          </Demo>
          <Demo {...args} variant={variant} labelKey="common.actions.delete" isDisabled>
            <TrashIcon />
          </Demo>
        </StoryRow>
      ))}
    </div>
  ),
};

/** 32, 40 and 48 px squares; the icon is sized in em, so it grows with them. */
export const Sizes: Story = {
  render: (args) => (
    <StoryRow>
      <Demo {...args} size="sm" labelKey="common.actions.search">
        <SearchIcon />
      </Demo>
      <Demo {...args} size="md" labelKey="common.actions.search">
        <SearchIcon />
      </Demo>
      <Demo {...args} size="lg" labelKey="common.actions.search">
        <SearchIcon />
      </Demo>
    </StoryRow>
  ),
  play: async ({ canvasElement }) => {
    const [sm, md, lg] = within(canvasElement).getAllByRole('button');
    await expect(sm?.getBoundingClientRect().width).toBe(32);
    await expect(md?.getBoundingClientRect().width).toBe(40);
    await expect(lg?.getBoundingClientRect().width).toBe(48);
    await expect(lg?.querySelector('svg')?.getBoundingClientRect().width).toBe(24);
  },
};

/** Keyboard path: Tab moves along a row of icon buttons, Enter and Space press the focused one. */
export const KeyboardPress: Story = {
  render: (args) => (
    <StoryRow>
      <Demo labelKey="common.actions.search">
        <SearchIcon />
      </Demo>
      <Demo {...args} labelKey="common.actions.delete" variant="danger">
        <TrashIcon />
      </Demo>
      <Demo labelKey="common.actions.save">
        <EditIcon />
      </Demo>
    </StoryRow>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: text('common.actions.search') })).toHaveFocus();
    await userEvent.tab();
    const deleteButton = canvas.getByRole('button', { name: text('common.actions.delete') });
    await expect(deleteButton).toHaveFocus();
    await expect(deleteButton).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** Disabled: skipped by Tab, presses do nothing. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: text('common.actions.delete') });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** The icons a row menu and a dialog use: more (⋯) and close. */
export const MenuAndClose: Story = {
  render: (args) => (
    <StoryRow>
      <Demo {...args} labelKey="ui.menu.actions">
        <MoreIcon />
      </Demo>
      <Demo {...args} labelKey="ui.modal.close" variant="secondary" size="sm">
        <CloseIcon />
      </Demo>
    </StoryRow>
  ),
};
