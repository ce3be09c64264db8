import { isCommentBodyValid } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Button, TextField } from '@epp/ui';
import { useEffect, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { useErrorText } from '../error-text';
import * as styles from './comments-thread.styles';
import type { useCommentComposer } from './use-comment-composer';

const Composer = styled.form`
  ${styles.composer}
`;
const Actions = styled.div`
  ${styles.actions}
`;

/** The new comment's field with its hint, the failure of the last send, and Send (off while the body is blank). */
export function CommentComposer({ composer }: { composer: ReturnType<typeof useCommentComposer> }) {
  const { t } = useEppTranslation();
  const { errorText } = useErrorText();
  const fieldId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // A sent comment empties the field, which turns "Saada" off: the focus it had would fall to the page, so the field
  // takes it back, ready for the next comment (issue #30).
  useEffect(() => {
    const form = formRef.current;
    if (composer.sent === 0 || !form) return;
    const focused = document.activeElement;
    if (focused === null || focused === document.body || (form.contains(focused) && focused.tagName === 'BUTTON'))
      form.querySelector('textarea')?.focus();
  }, [composer.sent]);
  return (
    <Composer
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        composer.submit();
      }}
    >
      <TextField
        id={fieldId}
        label={t('widgets.commentsThread.fieldLabel')}
        description={t('widgets.commentsThread.hint')}
        multiline
        rows={3}
        value={composer.draft}
        onChange={composer.setDraft}
        onKeyDown={composer.onKeyDown}
      />
      {composer.submitError ? (
        <Alert tone="error" title={t('widgets.commentsThread.submitFailed')}>
          {errorText(composer.submitError)}
        </Alert>
      ) : null}
      <Actions>
        <Button type="submit" isPending={composer.isSending} isDisabled={!isCommentBodyValid(composer.draft)}>
          {t('widgets.commentsThread.submit')}
        </Button>
      </Actions>
    </Composer>
  );
}
