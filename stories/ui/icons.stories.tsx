import type { IconComponent } from '@epp/ui';
import * as ui from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';

// Every exported component whose name ends in "Icon": the gallery grows with the set by itself.
const icons = Object.entries(ui)
  .filter(
    (entry): entry is [string, IconComponent] => /^[A-Z]\w*Icon$/.test(entry[0]) && typeof entry[1] === 'function',
  )
  .sort(([a], [b]) => a.localeCompare(b));

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 180px);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  font-size: 24px;
  code {
    font-family: ${({ theme }) => theme.typography.fontFamilyMono};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
`;

function Gallery() {
  return (
    <Grid>
      {icons.map(([name, Icon]) => (
        <Cell key={name}>
          <Icon />
          {/* The component's name, a code identifier, not an interface text. */}
          <code>{name}</code>
        </Cell>
      ))}
    </Grid>
  );
}

const meta = {
  title: 'UI/Icons',
  component: Gallery,
  // The docs page describes the component; the meta's component is the stories' demo wrapper.
  parameters: {
    docs: {
      description: {
        component:
          'The icon set: every `…Icon` component of `@epp/ui`, made with `createIcon`. Icons are decorative only (aria-hidden), drawn in currentColor and sized in em (1em by default); the control around an icon carries its name.',
      },
    },
  },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole set: decorative (aria-hidden), drawn in currentColor, 1em by default (here 24 px). */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const svgs = [...canvasElement.querySelectorAll('svg')];
    await expect(svgs.length).toBe(icons.length);
    await expect(svgs.length).toBeGreaterThanOrEqual(20);
    for (const svg of svgs) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('stroke', 'currentColor');
      await expect(svg.getBoundingClientRect().width).toBe(24);
    }
  },
};

/** `size` is in em: 1.5 is one and a half times the surrounding font size. */
export const Sized: Story = {
  render: () => (
    <Cell as="div" style={{ fontSize: 16 }}>
      <ui.BellIcon />
      <ui.BellIcon size={1.5} />
      <ui.BellIcon size={2} />
    </Cell>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().width);
    await expect(widths).toEqual([16, 24, 32]);
  },
};
