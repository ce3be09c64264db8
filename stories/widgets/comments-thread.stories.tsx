import type { CommentEntry } from '@epp/api';
import {
  FIXTURE_TODAY,
  type FixtureThread,
  handlersFor,
  RETURN_LINE_CONTENT_TYPE,
  returnLineThread as returnLineThreadOf,
  scenarios,
  storeFor,
} from '@epp/fixtures';
import { clearAnnouncements } from '@epp/ui';
import { ApiCommentsThread, CommentsThread, type CommentsThreadProps, type NewComment } from '@epp/widgets';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiProviders } from '../support/api-providers';
import { settled } from '../support/interaction';
import { text } from '../support/text';

// ---- Data: the fixture threads of the hero client's return-report line ----------------------------------

/** The fixed moment the relative times count from: noon of the fixture day. */
const NOW = new Date(`${FIXTURE_TODAY}T12:00:00Z`);

let cachedThread: FixtureThread | null = null;

/** The seeded thread of Põhjala's first unconfirmed return line: an operator's, Mari Tamm's own, a system note. */
function returnLineThread(): FixtureThread {
  cachedThread ??= returnLineThreadOf(storeFor(scenarios.clientActiveContract).db);
  return cachedThread;
}

/** `count` comments built from the fixture thread's people, one an hour up to the last, for paging. */
function longThread(count: number): CommentEntry[] {
  const base = returnLineThread().comments.filter((comment) => comment.role !== 'SYSTEM');
  return Array.from({ length: count }, (_, index) => {
    const model = base[index % base.length] as CommentEntry;
    const created = new Date(NOW.getTime() - (count - index) * 3_600_000);
    return {
      ...model,
      id: 1000 + index,
      body: `${index + 1}. ${model.body}`,
      created_at: created.toISOString().replace('.000Z', 'Z'),
    };
  });
}

const XSS_BODY = '<img src=x onerror=alert(1)>';

// ---- Helpers --------------------------------------------------------------------------------------------

const log = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('log', { name: text('widgets.commentsThread.label') });
const items = (canvasElement: HTMLElement) => within(log(canvasElement)).queryAllByRole('listitem');
const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: text('widgets.commentsThread.fieldLabel') });
const sendButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: text('widgets.commentsThread.submit') });

/** Waits for the auto-scroll (500 ms after the newest comment appears) to reach the bottom. */
async function autoScrolled(canvasElement: HTMLElement) {
  const element = log(canvasElement);
  await waitFor(() =>
    expect(element.scrollTop + element.clientHeight).toBeGreaterThanOrEqual(element.scrollHeight - 1),
  );
}

/** A thread that keeps its comments in state, as a screen would after refetching. */
function LocalThread({ initial, ...props }: Omit<CommentsThreadProps, 'comments'> & { initial: CommentEntry[] }) {
  const [comments, setComments] = useState(initial);
  return (
    <CommentsThread
      {...props}
      comments={comments}
      onSubmit={async (comment: NewComment) => {
        await props.onSubmit(comment);
        setComments((list) => [
          ...list,
          {
            ...comment,
            id: 9000 + list.length,
            role: props.viewerRole,
            created_at: NOW.toISOString(),
            created_by: 'Mari Tamm',
            can_delete: true,
          },
        ]);
      }}
      onDelete={async (entry) => {
        await props.onDelete?.(entry);
        setComments((list) => list.filter((candidate) => candidate.id !== entry.id));
      }}
    />
  );
}

/** A QueryClient and an @epp/api client on MSW's fixture handlers, for the hook-wired variant. */
// ---- Stories --------------------------------------------------------------------------------------------

const meta = {
  title: 'Widgets/CommentsThread',
  component: CommentsThread,
  args: {
    comments: [],
    viewerRole: 'CLIENT',
    now: NOW,
    onSubmit: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
  render: (args) => (
    <div style={{ width: 560 }}>
      <CommentsThread {...args} />
    </div>
  ),
} satisfies Meta<typeof CommentsThread>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No comments yet: the empty text; send is disabled while the field is blank. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(log(canvasElement)).getByText(text('widgets.commentsThread.empty'))).toBeVisible();
    await expect(sendButton(canvasElement)).toBeDisabled();
  },
};

/** A few comments oldest to newest: the operator's, the viewer's own (right, green), a system note. */
export const AFew: Story = {
  args: { comments: returnLineThread().comments },
  play: async ({ canvasElement }) => {
    const shown = items(canvasElement);
    await expect(shown).toHaveLength(3);
    await expect(shown[0]).toHaveTextContent('Andres Mägi');
    await expect(shown[1]).toHaveAttribute('data-own');
    await expect(shown[2]).toHaveAttribute('data-system');
    await expect(shown[0]).toHaveTextContent('3 ');
  },
};

/**
 * 25 comments: the newest 10 show, scrolled to the bottom; scrolled up, the scroll-to-bottom button appears;
 * "older" shows 10 more.
 */
export const ManyWithOlder: Story = {
  args: { comments: longThread(25) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(items(canvasElement)).toHaveLength(10);
    await autoScrolled(canvasElement);
    await expect(canvas.queryByRole('button', { name: text('widgets.commentsThread.scrollToBottom') })).toBeNull();
    const older = canvas.getByRole('button', { name: text('widgets.commentsThread.older') });
    older.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(items(canvasElement)).toHaveLength(20));
    log(canvasElement).scrollTop = 0;
    await canvas.findByRole('button', { name: text('widgets.commentsThread.scrollToBottom') });
    await expect(items(canvasElement)[0]).toHaveTextContent('6. ');
  },
};

/** The same thread seen by the operator: the operator's comment is now the viewer's side. */
export const OwnVsOthers: Story = {
  args: { comments: returnLineThread().comments, viewerRole: 'EPP', onDelete: undefined },
  play: async ({ canvasElement }) => {
    const shown = items(canvasElement);
    await expect(shown[0]).toHaveAttribute('data-own');
    await expect(shown[1]).not.toHaveAttribute('data-own');
    await expect(
      within(canvasElement).queryByRole('button', { name: text('widgets.commentsThread.delete') }),
    ).toBeNull();
  },
};

/** Only comments with can_delete (the viewer's own) have a delete button. */
export const Deletable: Story = {
  args: { comments: returnLineThread().comments },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', { name: text('widgets.commentsThread.delete') });
    await expect(buttons).toHaveLength(1);
    await expect(items(canvasElement)[1]).toContainElement(buttons[0] as HTMLElement);
  },
};

/** In a table row's expansion the thread is at most 500 px high (650 px elsewhere). */
export const InTableRow: Story = {
  args: { comments: longThread(10), inTableRow: true },
  render: (args) => (
    <table style={{ width: 600, borderCollapse: 'collapse' }}>
      <tbody>
        <tr>
          <td style={{ padding: 8 }}>
            <CommentsThread {...args} />
          </td>
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(log(canvasElement)).maxHeight).toBe('500px');
    await autoScrolled(canvasElement);
  },
};

/** While a comment is being sent, the send button shows its spinner and a second Enter sends nothing. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(field(canvasElement));
    await userEvent.keyboard('Palun kontrollige');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sendButton(canvasElement)).toHaveAttribute('data-pending', 'true'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A failed send keeps the text in the field and says why. */
export const SubmitFailure: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(field(canvasElement));
    await userEvent.keyboard('Palun kontrollige');
    await userEvent.keyboard('{Enter}');
    await within(canvasElement).findByText(text('widgets.commentsThread.submitFailed'));
    await expect(field(canvasElement)).toHaveValue('Palun kontrollige');
    await settled();
  },
};

/** A body holding markup is shown as those characters: nothing is parsed, no image is made. */
export const MarkupShownAsText: Story = {
  args: {
    comments: [{ ...(returnLineThread().comments[0] as CommentEntry), id: 1, body: XSS_BODY }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(log(canvasElement)).getByText(XSS_BODY)).toBeVisible();
    await expect(log(canvasElement).querySelector('img')).toBeNull();
  },
};

/**
 * The keyboard journey: type, Shift+Enter breaks the line, Enter sends (visibility PUBLIC); then the own
 * comment is deleted after the confirmation.
 */
export const KeyboardJourney: Story = {
  render: (args) => (
    <div style={{ width: 560, height: 640 }}>
      <LocalThread {...args} initial={returnLineThread().comments.slice(0, 1)} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    field(canvasElement).focus();
    await userEvent.keyboard('Esimene rida{Shift>}{Enter}{/Shift}teine rida');
    await expect(field(canvasElement)).toHaveValue('Esimene rida\nteine rida');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      body: 'Esimene rida\nteine rida',
      type: 'MESSAGE',
      visibility: 'PUBLIC',
    });
    await waitFor(() => expect(items(canvasElement)).toHaveLength(2));
    await expect(field(canvasElement)).toHaveValue('');
    await waitFor(() => expect(document.querySelector('[data-pending]')).toBeNull());

    canvas.getByRole('button', { name: text('widgets.commentsThread.delete') }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.keyboard('{Tab}');
    await expect(
      within(dialog).getByRole('button', { name: text('widgets.commentsThread.deleteConfirm') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(items(canvasElement)).toHaveLength(1));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    clearAnnouncements();
  },
};

/** Wired to @epp/api: the fixture thread read through useComments (MSW), a comment added through the server. */
export const WiredToApi: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientActiveContract) } },
  render: (args) => (
    <ApiProviders>
      <div style={{ width: 560 }}>
        <ApiCommentsThread
          contentTypeId={RETURN_LINE_CONTENT_TYPE}
          objectId={returnLineThread().objectId}
          viewerRole={args.viewerRole}
          now={args.now}
        />
      </div>
    </ApiProviders>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(items(canvasElement)).toHaveLength(3));
    await expect(
      within(canvasElement).getAllByRole('button', { name: text('widgets.commentsThread.delete') }),
    ).toHaveLength(1);
  },
};
