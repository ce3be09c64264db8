import type { CommentEntry } from '@epp/api';
import { COMMENTS } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { Alert, Button, ChevronDownIcon, ConfirmDialog, IconButton } from '@epp/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { useErrorText } from '../error-text';
import { CommentComposer } from './comment-composer';
import { CommentItem } from './comment-item';
import * as styles from './comments-thread.styles';
import { relativeTimeText, visibleComments } from './thread-helpers';
import { useCommentComposer } from './use-comment-composer';
import { useCommentDelete } from './use-comment-delete';
import { useNow } from './use-now';
import { useThreadScroll } from './use-thread-scroll';

export type CommentRole = CommentEntry['role'];

/** What a new comment sends: the body as typed; the type is a message and the visibility always PUBLIC. */
export interface NewComment {
  body: string;
  type: 'MESSAGE';
  visibility: 'PUBLIC';
}

export interface CommentsThreadProps {
  /** The loaded comments, in any order: they are shown oldest to newest. */
  comments: readonly CommentEntry[];
  /** The viewer's role: comments of the same role are styled as the viewer's own side of the conversation. */
  viewerRole: CommentRole;
  /** Sends a comment. Reject to keep the text in the field and show the error. */
  onSubmit: (comment: NewComment) => Promise<unknown>;
  /** Deletes a comment (offered only where `can_delete`, after a confirmation). Reject to show the error. */
  onDelete?: (comment: CommentEntry) => Promise<unknown>;
  /**
   * More comments than these exist on the server: the "older" link calls `onLoadOlder`. Without it the
   * thread pages the given comments itself, 10 at a time.
   */
  hasOlder?: boolean;
  onLoadOlder?: () => void;
  isLoadingOlder?: boolean;
  /** An error of loading the comments (shown with its title above the thread). */
  loadError?: unknown;
  /** Loads the comments again: offered as "Proovi uuesti" beside the load error. */
  onRetryLoad?: () => void;
  /** Inside a table row's expansion: 500 px high at most instead of 650 px. */
  inTableRow?: boolean;
  /** The moment the relative times count from; without it the current time, refreshed every 60 s. */
  now?: Date;
  /** The accessible name of the thread; "Kommentaarid" by default. */
  label?: string;
}

const Root = styled.div`
  ${styles.root}
`;
const Viewport = styled.div`
  ${styles.viewport}
`;
const Log = styled.div<{ $maxHeight: number }>`
  ${styles.log}
`;
const List = styled.ol`
  ${styles.list}
`;
const OlderRow = styled.div`
  ${styles.olderRow}
`;
const Empty = styled.p`
  ${styles.empty}
`;
const ScrollButton = styled.div`
  ${styles.scrollButton}
`;

/**
 * A comment thread (return-report lines, package tests, ...): comments oldest to newest with a link to older
 * ones, relative times, the viewer's side styled apart, delete where allowed (after a confirmation), and a
 * field where Enter sends and Shift, Alt or Ctrl with Enter breaks the line. New comments are announced
 * (role="log"); bodies are plain text.
 */
export function CommentsThread({
  comments,
  viewerRole,
  onSubmit,
  onDelete,
  hasOlder = false,
  onLoadOlder,
  isLoadingOlder = false,
  loadError,
  onRetryLoad,
  inTableRow = false,
  now: fixedNow,
  label,
}: CommentsThreadProps) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const { errorText } = useErrorText();
  const now = useNow(fixedNow);

  // Paging of given comments (without onLoadOlder): the newest `shown` of them.
  const [shown, setShown] = useState<number>(COMMENTS.pageSize);
  const { visible, olderAvailable } = visibleComments(comments, onLoadOlder ? { hasOlder } : { shown });
  const scroll = useThreadScroll(visible.at(-1)?.id);
  const composer = useCommentComposer(onSubmit);
  // The deleted comment's button, which the confirmation would give the focus back to, is gone: the thread's log
  // takes it, after the dialog's own focus restoring (a frame after it closes), so it does not fall to the page.
  const deletion = useCommentDelete(onDelete, () =>
    requestAnimationFrame(() => requestAnimationFrame(() => scroll.logRef.current?.focus())),
  );

  const timeLabel = (createdAt: string) =>
    relativeTimeText(createdAt, now, language) ?? t('widgets.commentsThread.justNow');

  return (
    <Root>
      {loadError ? (
        <Alert
          tone="error"
          title={t('widgets.commentsThread.loadFailed')}
          {...(onRetryLoad ? { onRetry: onRetryLoad } : {})}
        >
          {errorText(loadError)}
        </Alert>
      ) : null}
      <Viewport>
        <Log
          ref={scroll.logRef}
          role="log"
          aria-label={label ?? t('widgets.commentsThread.label')}
          // A scrollable region must be reachable by keyboard.
          tabIndex={0}
          $maxHeight={inTableRow ? COMMENTS.maxHeightInLineExpansionPx : COMMENTS.maxHeightPx}
          onScroll={scroll.onScroll}
          data-testid="comments-log"
        >
          {olderAvailable ? (
            <OlderRow>
              <Button
                variant="ghost"
                size="sm"
                isPending={isLoadingOlder}
                onPress={() => (onLoadOlder ? onLoadOlder() : setShown((count) => count + COMMENTS.pageSize))}
              >
                {t('widgets.commentsThread.older')}
              </Button>
            </OlderRow>
          ) : null}
          {visible.length === 0 ? (
            <Empty>{t('widgets.commentsThread.empty')}</Empty>
          ) : (
            <List>
              {visible.map((comment) => (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  viewerRole={viewerRole}
                  timeLabel={timeLabel(comment.created_at)}
                  onDelete={onDelete ? deletion.ask : undefined}
                />
              ))}
            </List>
          )}
        </Log>
        {scroll.farFromBottom ? (
          <ScrollButton>
            <IconButton
              variant="secondary"
              aria-label={t('widgets.commentsThread.scrollToBottom')}
              onPress={scroll.scrollToBottom}
            >
              <ChevronDownIcon />
            </IconButton>
          </ScrollButton>
        ) : null}
      </Viewport>
      <CommentComposer composer={composer} />
      <ConfirmDialog
        isOpen={deletion.toDelete !== null}
        onOpenChange={(open) => {
          if (!open) deletion.ask(null);
        }}
        title={t('widgets.commentsThread.deleteTitle')}
        variant="danger"
        confirmLabel={t('widgets.commentsThread.deleteConfirm')}
        onConfirm={deletion.confirmDelete}
        failure={(error) => ({ title: t('widgets.commentsThread.deleteFailed'), lines: [errorText(error)] })}
      >
        {t('widgets.commentsThread.deleteQuestion')}
      </ConfirmDialog>
    </Root>
  );
}
