import { VisuallyHidden } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { T, text } from '../support/text';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: <T k="ui.statTile.noValue" /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dash for sighted users, the words for a screen reader. */
export const Default: Story = {
  render: (args) => (
    <p>
      <span aria-hidden="true">–</span>
      <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText(text('ui.statTile.noValue'));
    // In the accessibility tree, but 1×1 px and clipped.
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(hidden).position).toBe('absolute');
  },
};

/** Focusable: a skip link stays hidden until Tab reaches it. */
export const FocusableSkipLink: Story = {
  render: () => (
    <VisuallyHidden isFocusable>
      <a href="#main">
        <T k="demo.visuallyHidden.skipLink" />
      </a>
    </VisuallyHidden>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: text('demo.visuallyHidden.skipLink') });
    // The wrapper clips the link to 1×1 px until focus arrives.
    const wrapper = link.parentElement as HTMLElement;
    await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};
