import type { CommentEntry } from '@epp/api';
import { errorMessage } from '@epp/api/client';
import { COMMENTS, commentKeyAction, isCommentBodyValid } from '@epp/core';
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import {
  Alert,
  Button,
  ChevronDownIcon,
  ConfirmDialog,
  IconButton,
  TextField,
  type TextFieldProps,
  TrashIcon,
} from '@epp/ui';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import * as styles from './comments-thread.styles';
import { distanceFromBottom, oldestFirst, relativeTimeText } from './thread-helpers';

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
const Item = styled.li`
  ${styles.item}
`;
const Meta = styled.div`
  ${styles.meta}
`;
const Body = styled.p`
  ${styles.body}
`;
const ScrollButton = styled.div`
  ${styles.scrollButton}
`;
const Composer = styled.form`
  ${styles.composer}
`;
const Actions = styled.div`
  ${styles.actions}
`;

type FieldKeyboardEvent = Parameters<NonNullable<TextFieldProps['onKeyDown']>>[0];

/** The current time, refreshed every 60 s (spec §9), unless a fixed `now` is given. */
function useNow(fixed: Date | undefined): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return;
    const timer = setInterval(() => setNow(new Date()), COMMENTS.refreshLabelEveryMs);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}

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
  inTableRow = false,
  now: fixedNow,
  label,
}: CommentsThreadProps) {
  const { t, i18n } = useEppTranslation();
  const language = i18n.language === 'en' ? 'en' : 'et';
  const now = useNow(fixedNow);
  const logRef = useRef<HTMLDivElement>(null);
  const fieldId = useId();

  // Paging of given comments (without onLoadOlder): the newest `shown` of them.
  const [shown, setShown] = useState<number>(COMMENTS.pageSize);
  const ordered = oldestFirst(comments);
  const visible = onLoadOlder ? ordered : ordered.slice(-shown);
  const olderAvailable = onLoadOlder ? hasOlder : ordered.length > shown;

  const [draft, setDraft] = useState('');
  const [isSending, setSending] = useState(false);
  const sending = useRef(false);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const [toDelete, setToDelete] = useState<CommentEntry | null>(null);
  const [farFromBottom, setFarFromBottom] = useState(false);
  const caret = useRef<number | null>(null);
  const textArea = useRef<HTMLTextAreaElement | null>(null);

  const scrollToBottom = useCallback(() => {
    const element = logRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  // A new newest comment (or the first render): scroll to it after the spec's delay.
  const newestId = visible.at(-1)?.id;
  useEffect(() => {
    if (newestId === undefined) return;
    const timer = setTimeout(scrollToBottom, COMMENTS.autoScrollDelayMs);
    return () => clearTimeout(timer);
  }, [newestId, scrollToBottom]);

  // A line break inserted by Alt/Ctrl+Enter: put the caret after it once the value is rendered.
  useLayoutEffect(() => {
    if (caret.current === null || !textArea.current) return;
    textArea.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const onScroll = () => {
    const element = logRef.current;
    if (element) setFarFromBottom(distanceFromBottom(element) > COMMENTS.scrollToBottomButtonAfterPx);
  };

  const submit = async () => {
    if (sending.current || !isCommentBodyValid(draft)) return;
    sending.current = true;
    setSending(true);
    setSubmitError(null);
    try {
      await onSubmit({ body: draft, type: 'MESSAGE', visibility: 'PUBLIC' });
      setDraft('');
    } catch (error) {
      setSubmitError(error ?? new Error('failed'));
    } finally {
      sending.current = false;
      setSending(false);
    }
  };

  const onKeyDown = (keys: FieldKeyboardEvent) => {
    const action = commentKeyAction(keys);
    if (action === 'submit') {
      keys.preventDefault();
      void submit();
    } else if (action === 'newline' && !keys.shiftKey) {
      // Shift+Enter breaks the line by itself; Alt and Ctrl with Enter do not, so insert the break here.
      keys.preventDefault();
      const element = keys.target as HTMLTextAreaElement;
      textArea.current = element;
      const start = element.selectionStart ?? draft.length;
      const end = element.selectionEnd ?? start;
      caret.current = start + 1;
      setDraft(`${draft.slice(0, start)}\n${draft.slice(end)}`);
    }
  };

  const translateError = (error: unknown) => {
    const message = errorMessage(error);
    // The key comes from @epp/api at run time; its parameters are whatever that message names.
    const translate = t as unknown as (key: TranslationKey, params: Readonly<Record<string, string>>) => string;
    return translate(message.key as TranslationKey, message.params);
  };

  const confirmDelete = async () => {
    if (!toDelete || !onDelete) return;
    setDeleteError(null);
    try {
      await onDelete(toDelete);
    } catch (error) {
      setDeleteError(error ?? new Error('failed'));
      setToDelete(null);
    }
  };

  const timeLabel = (createdAt: string) =>
    relativeTimeText(createdAt, now, language) ?? t('widgets.commentsThread.justNow');

  return (
    <Root>
      {loadError ? (
        <Alert tone="error" title={t('widgets.commentsThread.loadFailed')}>
          {translateError(loadError)}
        </Alert>
      ) : null}
      <Viewport>
        <Log
          ref={logRef}
          role="log"
          aria-label={label ?? t('widgets.commentsThread.label')}
          // A scrollable region must be reachable by keyboard.
          tabIndex={0}
          $maxHeight={inTableRow ? COMMENTS.maxHeightInLineExpansionPx : COMMENTS.maxHeightPx}
          onScroll={onScroll}
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
              {visible.map((comment) => {
                const isSystem = comment.role === 'SYSTEM';
                const isOwn = !isSystem && comment.role === viewerRole;
                return (
                  <Item
                    key={comment.id}
                    data-own={isOwn || undefined}
                    data-system={isSystem || undefined}
                    data-comment-id={comment.id}
                  >
                    <Meta>
                      <strong>{comment.created_by ?? t('widgets.commentsThread.systemAuthor')}</strong>
                      {isSystem ? null : <span>{t(`widgets.commentsThread.roles.${comment.role}`)}</span>}
                      <time dateTime={comment.created_at}>{timeLabel(comment.created_at)}</time>
                      {comment.can_delete && onDelete ? (
                        <IconButton
                          size="sm"
                          aria-label={t('widgets.commentsThread.delete')}
                          onPress={() => setToDelete(comment)}
                        >
                          <TrashIcon />
                        </IconButton>
                      ) : null}
                    </Meta>
                    <Body>{comment.body}</Body>
                  </Item>
                );
              })}
            </List>
          )}
        </Log>
        {farFromBottom ? (
          <ScrollButton>
            <IconButton
              variant="secondary"
              aria-label={t('widgets.commentsThread.scrollToBottom')}
              onPress={scrollToBottom}
            >
              <ChevronDownIcon />
            </IconButton>
          </ScrollButton>
        ) : null}
      </Viewport>
      {deleteError ? (
        <Alert tone="error" title={t('widgets.commentsThread.deleteFailed')} onDismiss={() => setDeleteError(null)}>
          {translateError(deleteError)}
        </Alert>
      ) : null}
      <Composer
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          id={fieldId}
          label={t('widgets.commentsThread.fieldLabel')}
          description={t('widgets.commentsThread.hint')}
          multiline
          rows={3}
          value={draft}
          onChange={setDraft}
          onKeyDown={onKeyDown}
        />
        {submitError ? (
          <Alert tone="error" title={t('widgets.commentsThread.submitFailed')}>
            {translateError(submitError)}
          </Alert>
        ) : null}
        <Actions>
          <Button type="submit" isPending={isSending} isDisabled={!isCommentBodyValid(draft)}>
            {t('widgets.commentsThread.submit')}
          </Button>
        </Actions>
      </Composer>
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('widgets.commentsThread.deleteTitle')}
        variant="danger"
        confirmLabel={t('widgets.commentsThread.deleteConfirm')}
        onConfirm={confirmDelete}
      >
        {t('widgets.commentsThread.deleteQuestion')}
      </ConfirmDialog>
    </Root>
  );
}
