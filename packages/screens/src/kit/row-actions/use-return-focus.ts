import { useRef } from 'react';

/**
 * The control a row's dialog was opened from (its button or menu): `remember` it, and `restoreFocus` gives it the
 * focus back when the dialog closes, if it is still there.
 */
export function useReturnFocus() {
  const trigger = useRef<Element | null>(null);
  return {
    remember: (from: Element | null) => {
      trigger.current = from;
    },
    restoreFocus: () => {
      const element = trigger.current;
      requestAnimationFrame(() => {
        if (element instanceof HTMLElement && element.isConnected) element.focus();
      });
    },
  };
}
