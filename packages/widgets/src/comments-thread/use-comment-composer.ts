import { commentKeyAction, isCommentBodyValid } from '@epp/core';
import { type TextFieldProps, useSubmitOnce } from '@epp/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import type { NewComment } from './comments-thread';
import { withLineBreak } from './thread-helpers';

type FieldKeyboardEvent = Parameters<NonNullable<TextFieldProps['onKeyDown']>>[0];

/**
 * The new comment: the draft, Enter to send (never twice at once; a blank body is not sent), Shift, Alt or
 * Ctrl with Enter to break the line, and the failure of the last send (the text then stays in the field).
 */
export function useCommentComposer(onSubmit: (comment: NewComment) => Promise<unknown>) {
  const [draft, setDraft] = useState('');
  const [submitError, setSubmitError] = useState<unknown>(null);
  /** How many comments this field has sent: a send empties the field and turns "Saada" off. */
  const [sent, setSent] = useState(0);
  const caret = useRef<number | null>(null);
  const textArea = useRef<HTMLTextAreaElement | null>(null);

  // A line break inserted by Alt/Ctrl+Enter: put the caret after it once the value is rendered.
  useLayoutEffect(() => {
    if (caret.current === null || !textArea.current) return;
    textArea.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const send = useSubmitOnce(async (body: string) => {
    setSubmitError(null);
    try {
      await onSubmit({ body, type: 'MESSAGE', visibility: 'PUBLIC' });
      setDraft('');
      setSent((count) => count + 1);
    } catch (error) {
      setSubmitError(error ?? new Error('failed'));
    }
  });

  const submit = () => {
    if (isCommentBodyValid(draft)) void send.run(draft);
  };

  const onKeyDown = (keys: FieldKeyboardEvent) => {
    const action = commentKeyAction(keys);
    if (action === 'submit') {
      keys.preventDefault();
      submit();
    } else if (action === 'newline' && !keys.shiftKey) {
      // Shift+Enter breaks the line by itself; Alt and Ctrl with Enter do not, so insert the break here.
      keys.preventDefault();
      const element = keys.target as HTMLTextAreaElement;
      textArea.current = element;
      const start = element.selectionStart ?? draft.length;
      const next = withLineBreak(draft, start, element.selectionEnd ?? start);
      caret.current = next.caret;
      setDraft(next.value);
    }
  };

  return { draft, setDraft, submit, onKeyDown, isSending: send.isPending, submitError, sent };
}
