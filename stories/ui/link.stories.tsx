import { Link } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { T, text } from '../support/text';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '#/privacy-policy', children: <T k="demo.links.privacy" /> },
  argTypes: { children: { control: false }, variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside a sentence: underlined, so it does not rest on colour. Tab reaches it, the focus ring shows. */
export const Inline: Story = {
  render: (args) => (
    <p style={{ margin: 0, maxWidth: 480 }}>
      <T k="demo.links.privacyIntro" /> <Link {...args} />.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: text('demo.links.privacy') });
    await expect(link).toHaveAttribute('href', '#/privacy-policy');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** On its own line (a card's "see all", a footer link): bold, underlined on hover. */
export const Standalone: Story = { args: { variant: 'standalone', children: <T k="demo.links.cookies" /> } };

/**
 * External: opens in a new tab, shown by an icon, and the accessible name ends with
 * "(avaneb uues vahekaardis)" so nobody is surprised.
 */
export const External: Story = {
  args: { href: 'https://eestipandipakend.ee/', isExternal: true, children: <T k="demo.links.terms" /> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: `${text('demo.links.terms')} ${text('ui.link.external')}`,
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Without href, a link-role element that runs `onPress` (e.g. opening a preview modal); Enter presses it. */
export const Action: Story = {
  args: { href: undefined, onPress: fn(), variant: 'standalone' },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: text('demo.links.privacy') });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
