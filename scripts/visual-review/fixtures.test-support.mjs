// A scratch repository for the review tests (removed when the test ends): a story file, its baselines, and what a story run with
// mismatches leaves in the attachments directory. The pictures are distinct byte strings; nothing decodes them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';

export const buttonStories = `import type { Meta } from '@storybook/react-vite';
const meta = {
  title: 'UI/Button',
  component: Button,
} satisfies Meta<typeof Button>;
export default meta;
export const Primary: Story = { args: { name: 'not the story name' } };
export const KeyboardPress: Story = {};
export const ErrorWithLines: Story = {
  name: 'Error with lines',
  args: {},
};
`;

export function scratchRepo() {
  const root = mkdtempSync(path.join(tmpdir(), 'visual-review-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  const write = (file, content) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('stories/ui/button.stories.tsx', buttonStories);
  const shots = 'stories/ui/__screenshots__/button.stories.tsx';
  const out = '.vitest/attachments/stories/ui/button.stories.tsx';
  return { root, write, shots, out };
}
