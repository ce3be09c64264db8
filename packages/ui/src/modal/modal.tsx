import { createContext, type ReactNode, useContext } from 'react';
import { Modal as AriaModal, ModalOverlay, type ModalOverlayProps } from 'react-aria-components';
import { styled } from 'styled-components';
import { MODAL_SURFACE_ATTRIBUTE, useFocusHomeOnClose } from './focus-home-on-close';
import { type ModalSize, modalOverlay, modalSurface } from './modal.styles';

export interface ModalProps
  extends Omit<ModalOverlayProps, 'children' | 'className' | 'style' | 'isKeyboardDismissDisabled'> {
  /** A `<Dialog>` (or `<ConfirmDialog>` content): the modal only frames it. */
  children: ReactNode;
  size?: ModalSize;
  /**
   * Static: nothing dismisses it (no Escape, no outside click, no close button) until the code closes it,
   * e.g. while a contract is being signed. Without it Escape and the close button always close.
   */
  isStatic?: boolean;
  /** Also close on a click outside the modal. Off by default: a stray click must not lose a half-filled form. */
  isDismissable?: boolean;
}

/** Whether the surrounding modal may be dismissed by the user; a Dialog hides its close button when not. */
export const ModalStaticContext = createContext(false);

export function useModalIsStatic(): boolean {
  return useContext(ModalStaticContext);
}

const Overlay = styled(ModalOverlay)`
  ${modalOverlay}
`;

const Surface = styled(AriaModal)<{ $size: ModalSize }>`
  ${modalSurface}
`;

/**
 * A modal overlay (react-aria): focus moves in and stays in, the page behind is inert, and focus returns to
 * the trigger on close (to the page's focus home when the trigger is gone). Open it with a `<DialogTrigger>`
 * around a button, or control it with `isOpen`.
 */
export function Modal({ children, size = 'md', isStatic = false, isDismissable = false, ...props }: ModalProps) {
  return (
    <Overlay {...props} isDismissable={isDismissable && !isStatic} isKeyboardDismissDisabled={isStatic}>
      <Surface $size={size} data-size={size} {...{ [MODAL_SURFACE_ATTRIBUTE]: '' }}>
        <FocusHomeOnClose />
        <ModalStaticContext.Provider value={isStatic}>{children}</ModalStaticContext.Provider>
      </Surface>
    </Overlay>
  );
}

function FocusHomeOnClose() {
  useFocusHomeOnClose();
  return null;
}
