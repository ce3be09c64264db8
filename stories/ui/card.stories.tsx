import { Card, StatTile } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { T, text } from '../support/text';
import { withWidth } from '../support/with-width';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: <T k="demo.card.latestPackages" />,
    children: (
      <p style={{ margin: 0 }}>
        <T k="demo.card.latestPackagesBody" />
      </p>
    ),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    title: { control: false },
    children: { control: false },
    actions: { control: false },
  },
  decorators: [withWidth(480)],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section named by its h2 heading: a landmark a screen-reader user can jump to. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: text('demo.card.latestPackages') });
    await expect(canvas.getByRole('region', { name: text('demo.card.latestPackages') })).toContainElement(heading);
  },
};

/** Nested in another section, the card's heading is one level down. */
export const HeadingLevel3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: text('demo.card.latestPackages') }),
    ).toBeInTheDocument();
  },
};

/** With content beside the title and tiles in the body, as on the dashboard. */
export const WithActions: Story = {
  args: {
    actions: <StatTile label={<T k="demo.statTile.activePackages" />} value="42" />,
  },
};

/** A long title wraps; the body keeps its padding. */
export const LongTitle: Story = {
  args: { title: <T k="demo.alert.unsynced" /> },
};
