import type { ReactNode } from 'react';
import { Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { styled } from 'styled-components';
import { drawerDialog, drawerOverlay, drawerPanel } from './drawer.styles';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The button that opens it (focus returns there when the drawer closes). */
  trigger: ReactNode;
  /** The drawer's accessible name, e.g. "Menüü". */
  'aria-label': string;
  /** The content; `close` closes the drawer (a close button inside it). */
  children: (close: () => void) => ReactNode;
}

const Overlay = styled(ModalOverlay)`
  ${drawerOverlay}
`;
const Panel = styled(Modal)`
  ${drawerPanel}
`;
const Body = styled(Dialog)`
  ${drawerDialog}
`;

/**
 * A modal panel that slides in from the start edge (react-aria: focus moves in and is trapped, Escape, the
 * backdrop or `close` closes it, focus returns to the trigger).
 */
export function Drawer({ isOpen, onOpenChange, trigger, 'aria-label': label, children }: DrawerProps) {
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      <Overlay isDismissable>
        <Panel>
          <Body aria-label={label}>{({ close }) => children(close)}</Body>
        </Panel>
      </Overlay>
    </DialogTrigger>
  );
}
