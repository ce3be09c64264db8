import type { Decorator } from '@storybook/react-vite';

/** A decorator that draws the story in a box `width` px wide: the frame of a component story. */
export function withWidth(width: number): Decorator {
  return (Story) => (
    <div style={{ width }}>
      <Story />
    </div>
  );
}
