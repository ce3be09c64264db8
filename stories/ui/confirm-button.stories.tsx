import { ConfirmButton, type ConfirmButtonProps } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { shown } from '../support/interaction';
import { T, text, useStoryTranslation } from '../support/text';

/** A viewport-high frame, so the centred modal lies inside the snapshot. */
const Frame = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[4]};
`;

type Args = Omit<ConfirmButtonProps, 'label' | 'title' | 'children'>;

/** The button's label in the story's language (a prop, not a node: it is also the confirm button's). */
function DemoConfirmButton(args: Args) {
  const { t } = useStoryTranslation();
  return (
    <ConfirmButton {...args} label={t('demo.confirm.deleteOpen')} title={<T k="demo.confirm.deleteTitle" />}>
      <p>
        <T k="demo.confirm.deleteMessage" />
      </p>
    </ConfirmButton>
  );
}

const meta = {
  title: 'UI/ConfirmButton',
  component: DemoConfirmButton,
  args: { variant: 'danger', onConfirm: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'danger'] } },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Frame>
      <DemoConfirmButton {...args} />
    </Frame>
  ),
} satisfies Meta<typeof DemoConfirmButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: text('demo.confirm.deleteOpen') });

/**
 * The one way to put a confirmed action beside other buttons: the button asks in the kit's ConfirmDialog (danger:
 * Cancel focused, the confirm button named as the action); cancelling returns the focus to the button; confirming
 * runs the action once.
 */
export const AskThenAct: Story = {
  play: async ({ args, canvasElement }) => {
    button(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    let dialog = await shown(screen.findByRole('alertdialog'));
    await expect(dialog).toHaveAccessibleName(text('demo.confirm.deleteTitle'));
    await expect(within(dialog).getByRole('button', { name: text('ui.confirmDialog.cancel') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button(canvasElement)).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    dialog = await shown(screen.findByRole('alertdialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: text('demo.confirm.deleteOpen') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The dialog open: what the designer reviews (title, text, Cancel and the action's own word). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    button(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await shown(screen.findByRole('alertdialog'));
  },
};

/** The action running elsewhere (its mutation pending): the button shows progress and does not open the dialog. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    // Keyboard, not a click: a pointer left resting on the button makes its hover state part of the snapshot.
    button(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
