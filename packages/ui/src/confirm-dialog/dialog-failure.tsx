import { type ReactNode, useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { Alert } from '../alert';

export interface DialogFailureProps {
  /** Why the action failed, e.g. "Pakendi kustutamine ebaõnnestus: …". */
  title: ReactNode;
  /** One entry per line, e.g. per refused package: "4740000000000 - Test on kinnitamata". */
  lines?: readonly ReactNode[];
}

// Focused by the script only (tabIndex -1), never a tab stop: the alert itself is the visible mark.
const Focusable = styled.div`
  &:focus {
    outline: none;
  }
`;

/**
 * The failure of a dialog's action, said inside the dialog (the kit's policy for a failed confirm: the dialog
 * stays open, nothing typed is lost, and the user retries or cancels). It takes the focus when it appears, so a
 * keyboard or screen-reader user is at the reason, a Tab away from the buttons.
 */
export function DialogFailure({ title, lines }: DialogFailureProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Focusable ref={ref} tabIndex={-1} data-dialog-failure="">
      <Alert tone="error" title={title} {...(lines ? { lines } : {})} />
    </Focusable>
  );
}
