import { Skeleton, SkeletonGroup } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { text, useStoryTranslation } from '../support/text';
import { withWidth } from '../support/with-width';

const meta = {
  title: 'UI/Skeleton',
  component: SkeletonGroup,
  args: { children: <Skeleton lines={3} /> },
  argTypes: { children: { control: false } },
  decorators: [withWidth(360)],
} satisfies Meta<typeof SkeletonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three lines of text in their labelled, busy group; the last line is shorter. */
export const TextLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: text('ui.skeleton.loading') });
    await expect(group).toHaveAttribute('aria-busy', 'true');
    // The loading is said once, politely; the shapes themselves are hidden from assistive technology.
    await expect(canvas.getByRole('status')).toHaveTextContent(text('ui.skeleton.loading'));
    const shapes = group.querySelectorAll('[data-skeleton]');
    await expect(shapes).toHaveLength(1);
    for (const shape of shapes) await expect(shape).toHaveAttribute('aria-hidden', 'true');
    await expect(shapes[0]?.children).toHaveLength(3);
  },
};

export const Block: Story = {
  render: () => (
    <SkeletonGroup>
      <Skeleton variant="block" height="120px" />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('[data-skeleton="block"]');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(block?.getBoundingClientRect().height).toBe(120);
  },
};

/** The placeholder of a card: a heading line, a chart block and two lines, with the caller's label. */
export const CardPlaceholder: Story = {
  render: function CardPlaceholder() {
    const { t } = useStoryTranslation();
    return (
      <SkeletonGroup label={t('demo.card.latestPackages')}>
        <Skeleton width="50%" />
        <Skeleton variant="block" height="80px" />
        <Skeleton lines={2} />
      </SkeletonGroup>
    );
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: text('demo.card.latestPackages') });
    await expect(group.querySelectorAll('[data-skeleton]')).toHaveLength(3);
  },
};
