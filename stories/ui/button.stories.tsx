import { Button, type ButtonVariant } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryRow } from '../support/story-row';
import { T, text } from '../support/text';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { onPress: fn(), children: <T k="common.actions.save" /> },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const variants: ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost'];

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: text('common.actions.save') });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: <T k="common.actions.cancel" /> } };

export const Danger: Story = { args: { variant: 'danger', children: <T k="common.actions.delete" /> } };

export const Ghost: Story = { args: { variant: 'ghost', children: <T k="common.actions.clearSearch" /> } };

/** Every variant in its resting, disabled and loading state. */
export const Variants: Story = {
  render: (args) => (
    <div>
      {variants.map((variant) => (
        <StoryRow key={variant} style={{ marginBottom: 12 }}>
          <Button {...args} variant={variant} />
          <Button {...args} variant={variant} isDisabled />
          <Button {...args} variant={variant} isPending />
        </StoryRow>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <StoryRow>
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
    </StoryRow>
  ),
};

/** Disabled: not focusable, and a press does nothing. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: text('common.actions.save') });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * Loading: the label stays, a spinner with an accessible "loading" text joins it (react-aria announces the
 * change to a focused button), the button keeps focus and ignores presses, so a form cannot be submitted twice.
 */
export const Loading: Story = {
  args: { isPending: true, children: <T k="common.actions.submit" /> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: text('common.actions.submit') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(button).getByRole('progressbar', { name: text('ui.button.pending') })).toBeInTheDocument();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/**
 * Keyboard path: Tab reaches the button, Enter and Space press it, the focus ring shows — in the snapshot too:
 * `snapshot.focusRing` reads the ring's pixels back from a screenshot (.storybook/focus-ring-check.ts).
 */
export const KeyboardPress: Story = {
  parameters: { snapshot: { focusRing: true } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: text('common.actions.save') });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    // the browser's own verdict: keyboard focus, in a focused frame
    await expect(button.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
