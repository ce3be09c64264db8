import { ActionMenu, ActionMenuItem } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { OverlayFrame } from '../support/overlay-frame';
import { T, text } from '../support/text';

const meta = {
  title: 'UI/ActionMenu',
  component: ActionMenu,
  args: {
    onAction: fn(),
    disabledKeys: ['viewRepair'],
    children: [
      <ActionMenuItem key="view" id="view">
        <T k="demo.menu.view" />
      </ActionMenuItem>,
      <ActionMenuItem key="export" id="export">
        <T k="demo.menu.export" />
      </ActionMenuItem>,
      <ActionMenuItem key="viewRepair" id="viewRepair">
        <T k="demo.menu.viewRepair" />
      </ActionMenuItem>,
      <ActionMenuItem key="exportRepair" id="exportRepair">
        <T k="demo.menu.exportRepair" />
      </ActionMenuItem>,
    ],
  },
  argTypes: { children: { control: false } },
  parameters: { layout: 'fullscreen' },
  render: (args) => <OverlayFrame>{(container) => <ActionMenu {...args} portalContainer={container} />}</OverlayFrame>,
} satisfies Meta<typeof ActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: text('ui.menu.actions') });

/** Closed: an icon button named "Tegevused" that says it opens a menu. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Enter opens it on the first item; arrows move and skip the disabled item. Left open for the snapshot. */
export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await expect(items[2]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[3]).toHaveFocus();
  },
};

/** Enter on an item runs it, closes the menu and returns focus to the trigger. */
export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(args.onAction).toHaveBeenCalledWith('export');
    // react-aria restores focus a frame after the menu unmounts
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

/** Escape closes without choosing; a click on a disabled item does nothing. */
export const EscapeAndDisabled: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: text('demo.menu.viewRepair') }), {
      pointerEventsCheck: 0,
    });
    await expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

const viewAction = fn();

/** An item's own onAction runs as well as the menu's. */
export const ItemAction: Story = {
  args: {
    children: [
      <ActionMenuItem key="view" id="view" onAction={viewAction}>
        <T k="demo.menu.view" />
      </ActionMenuItem>,
    ],
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    await userEvent.click(await screen.findByRole('menuitem', { name: text('demo.menu.view') }));
    await expect(args.onAction).toHaveBeenCalledWith('view');
    await expect(viewAction).toHaveBeenCalledTimes(1);
  },
};

/** A disabled trigger cannot be focused or opened. */
export const DisabledTrigger: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
    await userEvent.tab();
    await expect(trigger(canvasElement)).not.toHaveFocus();
  },
};
