import { Button, Dialog, DialogTrigger, FOCUS_HOME_ATTRIBUTE, Modal } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { T, text } from '../support/text';

/** A viewport-high frame, so the centred modal lies inside the snapshot. */
const Frame = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[4]};
`;

type DemoProps = Pick<ComponentProps<typeof Modal>, 'size' | 'isStatic' | 'isDismissable' | 'onOpenChange'> & {
  long?: boolean;
  /** Confirming removes the trigger and its modal, as deleting a row removes the row's "Kustuta". */
  confirmRemovesTrigger?: boolean;
};

/** A trigger button and a modal with a titled dialog, as a screen composes them. */
function ModalDemo({ long = false, confirmRemovesTrigger = false, onOpenChange, ...modalProps }: DemoProps) {
  const [hasTrigger, setHasTrigger] = useState(true);
  // A page's focus home (as the screen kit's page root is): where the focus goes when the trigger is gone.
  const focusHome = { [FOCUS_HOME_ATTRIBUTE]: '' };
  return (
    <Frame {...focusHome}>
      {hasTrigger && (
        <DialogTrigger onOpenChange={onOpenChange}>
          <Button variant="secondary">
            <T k="demo.modal.open" />
          </Button>
          <Modal {...modalProps}>
            <Dialog
              title={<T k={modalProps.isStatic ? 'demo.modal.signingTitle' : 'demo.modal.title'} />}
              actions={(close) => (
                <>
                  <Button variant="secondary" onPress={close}>
                    <T k="common.actions.cancel" />
                  </Button>
                  <Button onPress={confirmRemovesTrigger ? () => setHasTrigger(false) : close}>
                    <T k="common.actions.confirm" />
                  </Button>
                </>
              )}
            >
              <p>
                <T k={modalProps.isStatic ? 'demo.modal.signingBody' : 'demo.modal.body'} />
              </p>
              {long && (
                <p>
                  <T k="demo.alert.unsynced" />
                </p>
              )}
            </Dialog>
          </Modal>
        </DialogTrigger>
      )}
      {confirmRemovesTrigger && (
        <Button variant="secondary">
          <T k="demo.modal.nextControl" />
        </Button>
      )}
    </Frame>
  );
}

const meta = {
  title: 'UI/Modal',
  component: ModalDemo,
  args: { onOpenChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    // The docs page describes the component; the meta's component is the stories' demo wrapper.
    docs: {
      description: {
        component:
          'A modal overlay (`Modal` with a `Dialog` inside): focus moves in and stays in, the page behind is inert, and focus returns to the trigger on close (when the modal’s action removed the trigger, to the first control of the nearest place it was in). Open it with a `DialogTrigger` around a button, or control it with `isOpen`; `isDismissable` lets an outside click close it; `isStatic` (e.g. while signing) leaves no way out but the dialog’s own buttons.',
      },
    },
    layout: 'fullscreen',
  },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: text('demo.modal.open') });

/**
 * Opens from the keyboard. The closing stories open with the keyboard too: after a click the pointer would
 * rest on the trigger, and whether it shows as hovered once the modal is gone is not stable between runs.
 */
async function openWithKeyboard(canvasElement: HTMLElement) {
  await userEvent.tab();
  await expect(trigger(canvasElement)).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('dialog');
}

/** Opens from the keyboard; focus moves into the dialog and Tab cycles inside it. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: text('demo.modal.title') });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Focus is trapped: close, cancel, confirm, then round to the close button again.
    const close = within(dialog).getByRole('button', { name: text('ui.modal.close') });
    const cancel = within(dialog).getByRole('button', { name: text('common.actions.cancel') });
    const confirm = within(dialog).getByRole('button', { name: text('common.actions.confirm') });
    close.focus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();
  },
};

/** Escape closes it and focus returns to the trigger. */
export const EscapeRestoresFocus: Story = {
  play: async ({ args, canvasElement }) => {
    await openWithKeyboard(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * The action removed the trigger (a row deleted with its "Kustuta"): react-aria has nowhere to give the focus back,
 * so the kit gives it to the first control of the nearest place the trigger was in, not to the page's body.
 */
export const TriggerRemoved: Story = {
  args: { confirmRemovesTrigger: true },
  play: async ({ canvasElement }) => {
    const dialog = await openWithKeyboard(canvasElement);
    within(dialog)
      .getByRole('button', { name: text('common.actions.confirm') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).queryByRole('button', { name: text('demo.modal.open') })).toBeNull();
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: text('demo.modal.nextControl') })).toHaveFocus(),
    );
  },
};

/** The labelled close button (Enter or a click) closes it too. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openWithKeyboard(canvasElement);
    within(dialog)
      .getByRole('button', { name: text('ui.modal.close') })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // react-aria restores focus a frame after the overlay unmounts
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

/** Outside clicks close only a modal that opts in with isDismissable. */
export const OutsideClick: Story = {
  args: { isDismissable: true },
  play: async ({ canvasElement }) => {
    await openWithKeyboard(canvasElement);
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** By default a stray click outside keeps the modal (and a half-filled form) open. */
export const OutsideClickIgnored: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await screen.findByRole('dialog');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

/** Static (e.g. while signing): no close button, and neither Escape nor an outside click closes it. */
export const Static: Story = {
  args: { isStatic: true, isDismissable: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const dialog = await screen.findByRole('dialog', { name: text('demo.modal.signingTitle') });
    await expect(within(dialog).queryByRole('button', { name: text('ui.modal.close') })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

const openOnly: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(trigger(canvasElement));
  await screen.findByRole('dialog');
};

export const Small: Story = { args: { size: 'sm' }, play: openOnly };

/** Large, with long content: the body wraps and the footer stays visible. */
export const LargeLongContent: Story = { args: { size: 'lg', long: true }, play: openOnly };
