import { Button, useAnnouncer } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { T, text, useStoryTranslation } from '../support/text';

/** A button that announces through the shared live region, as a dropzone does when a file is accepted. */
function AnnounceButton({ politeness }: { politeness: 'polite' | 'assertive' }) {
  const { t } = useStoryTranslation();
  const announcer = useAnnouncer();
  return (
    <Button variant="secondary" onPress={() => announcer.announce(t('demo.announcer.message'), politeness)}>
      <T k="demo.announcer.trigger" />
    </Button>
  );
}

const meta = {
  title: 'UI/Announcer',
  component: AnnounceButton,
  // The docs page describes the component; the meta's component is the stories' demo wrapper.
  parameters: {
    docs: {
      description: {
        component:
          "The announcer (`announce(message, politeness)`, `useAnnouncer()`): says a message through the page's one shared live region without moving focus or showing anything — a sort change, an accepted file, a row count after filtering. Polite waits for the screen reader to finish; assertive interrupts.",
      },
    },
  },
  args: { politeness: 'polite' },
  argTypes: { politeness: { control: 'inline-radio', options: ['polite', 'assertive'] } },
} satisfies Meta<typeof AnnounceButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The region react-aria keeps at the top of <body>: one polite and one assertive log. */
function liveLog(politeness: 'polite' | 'assertive'): Element | null {
  return document.querySelector(`[data-live-announcer] [aria-live="${politeness}"]`);
}

export const Polite: Story = {
  play: async ({ canvasElement }) => {
    // Keyboard, not a click: a hovered button would make the snapshot depend on where the pointer was left.
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: text('demo.announcer.trigger') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(liveLog('polite')).toHaveTextContent(text('demo.announcer.message')));
  },
};

export const Assertive: Story = {
  args: { politeness: 'assertive' },
  play: async ({ canvasElement }) => {
    // Keyboard, not a click: a hovered button would make the snapshot depend on where the pointer was left.
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: text('demo.announcer.trigger') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(liveLog('assertive')).toHaveTextContent(text('demo.announcer.message')));
  },
};
