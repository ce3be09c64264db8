import { ShellSkeleton } from '@epp/screens/shell-skeleton';
import { Spinner } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { text, useStoryTranslation } from '../../support/text';

// What a signed-in page shows before its shell, texts and current user have loaded: the shell's frame (sidebar,
// header bar, content) with the portal's loading indicator where the page will be — at the three layouts, as the
// shell itself draws them (docked 1200 px, minimized 1100 px, drawer 800 px).

function Frame({ width }: { width: number }) {
  const { t } = useStoryTranslation();
  return (
    <div style={{ width, height: 800, overflow: 'hidden', transform: 'translateZ(0)' }}>
      <ShellSkeleton>
        <Spinner label={t('portal.loading')} />
      </ShellSkeleton>
    </div>
  );
}

const meta = {
  title: 'Screens/Shell/Skeleton',
  parameters: { layout: 'fullscreen' },
  render: () => <Frame width={1200} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const shows = async (canvasElement: HTMLElement, sidebarShown: boolean) => {
  const frame = within(canvasElement).getByTestId('shell-skeleton');
  // One thing speaks: the loading indicator; the placeholders are hidden from assistive technology.
  await expect(within(frame).getByRole('progressbar', { name: text('portal.loading') })).toBeVisible();
  const [sidebar] = frame.querySelectorAll('[aria-hidden="true"]');
  await expect(sidebar).toBeDefined();
  await expect(sidebar?.checkVisibility()).toBe(sidebarShown);
};

export const Docked: Story = {
  play: ({ canvasElement }) => shows(canvasElement, true),
};

export const Minimized: Story = {
  render: () => <Frame width={1100} />,
  play: ({ canvasElement }) => shows(canvasElement, true),
};

export const Drawer: Story = {
  render: () => <Frame width={800} />,
  play: ({ canvasElement }) => shows(canvasElement, false),
};
