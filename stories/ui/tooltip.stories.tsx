import { Button, Tooltip } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { OverlayFrame } from '../support/overlay-frame';
import { T, text } from '../support/text';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: <T k="demo.tooltip.synced" />,
    delay: 0,
    children: (
      <Button variant="secondary">
        <T k="demo.tooltip.trigger" />
      </Button>
    ),
  },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] },
    content: { control: false },
    children: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <OverlayFrame minHeight={300}>{(container) => <Tooltip {...args} portalContainer={container} />}</OverlayFrame>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: text('demo.tooltip.trigger') });

/** Keyboard focus opens it at once; it describes the trigger; Escape closes it and focus stays. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(text('demo.tooltip.synced'));
    await expect(trigger(canvasElement)).toHaveAccessibleDescription(text('demo.tooltip.synced'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
    // Open again for the snapshot.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await screen.findByRole('tooltip');
  },
};

/** Hover opens it too, and leaving closes it. */
export const OnHover: Story = {
  play: async ({ canvasElement }) => {
    // react-aria opens on hover only in pointer modality; a click on the page puts it there, whatever
    // the previous story did with the keyboard.
    await userEvent.click(canvasElement);
    await userEvent.hover(trigger(canvasElement));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(text('demo.tooltip.synced'));
    await userEvent.unhover(trigger(canvasElement));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await userEvent.hover(trigger(canvasElement));
    await screen.findByRole('tooltip');
  },
};

/** A long text wraps at the tooltip's maximum width. */
export const LongText: Story = {
  args: { content: <T k="demo.alert.unsynced" />, placement: 'bottom' },
  play: async () => {
    await userEvent.tab();
    await screen.findByRole('tooltip');
  },
};

/** Disabled: neither focus nor hover opens it. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.hover(trigger(canvasElement));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    // Leave only the focus for the snapshot; the hover state depends on earlier stories' pointer modality.
    await userEvent.unhover(trigger(canvasElement));
  },
};
