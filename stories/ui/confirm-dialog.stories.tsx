import { Button, ConfirmDialog, DialogTrigger } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { shown } from '../support/interaction';
import { T, text } from '../support/text';

/** A viewport-high frame, so the centred modal lies inside the snapshot. */
const Frame = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[4]};
`;

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: <T k="demo.confirm.title" />,
    children: (
      <p>
        <T k="demo.confirm.message" />
      </p>
    ),
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'danger'] },
    title: { control: false },
    children: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Frame>
      <DialogTrigger>
        <Button variant={args.variant === 'danger' ? 'danger' : 'primary'}>
          <T k={args.variant === 'danger' ? 'demo.confirm.deleteOpen' : 'demo.confirm.open'} />
        </Button>
        <ConfirmDialog {...args} />
      </DialogTrigger>
    </Frame>
  ),
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, trigger: Parameters<typeof text>[0] = 'demo.confirm.open') {
  // Keyboard, not a click: a pointer left resting on the trigger makes its hover state after closing unstable.
  const button = within(canvasElement).getByRole('button', { name: text(trigger) });
  button.focus();
  await userEvent.keyboard('{Enter}');
  return shown(screen.findByRole('alertdialog'));
}

/** Open: an alertdialog named by its title, with "Tühista" and "Kinnita"; focus starts on Kinnita. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName(text('demo.confirm.title'));
    await expect(within(dialog).getByRole('button', { name: text('ui.confirmDialog.confirm') })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: text('ui.confirmDialog.cancel') })).toBeVisible();
  },
};

/** Enter confirms once, the dialog closes and focus returns to the trigger. */
export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // react-aria restores focus a frame after the dialog unmounts
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: text('demo.confirm.open') })).toHaveFocus(),
    );
  },
};

/** Cancel (or Escape) closes without confirming. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: text('ui.confirmDialog.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Danger: a red confirm button, and focus starts on Tühista so a hasty Enter deletes nothing. */
export const Danger: Story = {
  args: {
    variant: 'danger',
    title: <T k="demo.confirm.deleteTitle" />,
    children: (
      <p>
        <T k="demo.confirm.deleteMessage" />
      </p>
    ),
    confirmLabel: undefined,
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, 'demo.confirm.deleteOpen');
    await expect(within(dialog).getByRole('button', { name: text('ui.confirmDialog.cancel') })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: text('ui.confirmDialog.confirm') })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * Pending: while the confirmation runs the button shows progress, further presses do nothing, and nothing
 * dismisses the dialog (no Escape, cancel disabled).
 */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: text('ui.confirmDialog.confirm') });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(within(confirm).getByRole('progressbar', { name: text('ui.button.pending') })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: text('ui.confirmDialog.cancel') })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/**
 * The kit's failed-confirm policy: a rejected confirm keeps the dialog open and says why inside it (`failure`),
 * with the focus on the reason; the user can retry (a new try takes the old reason away first).
 */
export const FailureStaysOpen: Story = {
  args: {
    onConfirm: fn(() => Promise.reject(new Error('Serveri viga'))),
    failure: (error: unknown) => ({ title: error instanceof Error ? error.message : String(error) }),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: text('ui.confirmDialog.confirm') });
    await userEvent.click(confirm);
    const reason = await within(dialog).findByText('Serveri viga');
    await waitFor(() => expect(reason.closest('[data-dialog-failure]')).toHaveFocus());
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(within(dialog).getByText('Serveri viga').closest('[data-dialog-failure]')).toHaveFocus(),
    );
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};
