import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the field just refused typed or pasted text because it holds its maximum: the browser drops what goes
 * beyond `maxlength` without a word, so the field listens to `beforeinput` and says why (true until the text is
 * shorter than the limit again). A value that merely fills the field, like a complete personal code, refuses
 * nothing and says nothing.
 */
export function useRefusedInput(ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, maxLength: number) {
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    const field = ref.current;
    if (!field) return;
    const onBeforeInput = (event: Event) => {
      if (!(event instanceof InputEvent) || !event.inputType.startsWith('insert')) return;
      const inserted = event.data ?? event.dataTransfer?.getData('text/plain') ?? '\n';
      const replaced = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
      if (field.value.length - replaced + inserted.length > maxLength) setRefused(true);
    };
    const onInput = () => {
      if (field.value.length < maxLength) setRefused(false);
    };
    field.addEventListener('beforeinput', onBeforeInput);
    field.addEventListener('input', onInput);
    return () => {
      field.removeEventListener('beforeinput', onBeforeInput);
      field.removeEventListener('input', onInput);
    };
  }, [ref, maxLength]);
  return refused;
}
