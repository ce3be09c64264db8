import { useEppTranslation } from '@epp/i18n';
import { CloseIcon, IconButton, MenuIcon, NavList, type NavListItem } from '@epp/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { useLocation } from 'react-router';
import { styled } from 'styled-components';
import * as styles from './app-shell.styles';

export interface ShellDrawerProps {
  items: readonly NavListItem[];
  currentId?: string;
  /** The role selector, language switch and log out, moved here on small screens. */
  actions: ReactNode;
}

const Overlay = styled(ModalOverlay)`
  ${styles.overlay}
`;
const Panel = styled(Modal)`
  ${styles.drawer}
`;
const Body = styled(Dialog)`
  ${styles.drawerDialog}
`;
const Top = styled.div`
  ${styles.drawerTop}
`;
const Brand = styled.p`
  ${styles.brand}
`;
const Actions = styled.div`
  ${styles.drawerActions}
`;

/**
 * The slide-open sidebar below 992 px: a menu button opens a modal drawer (react-aria: focus moves in and is
 * trapped, Escape or the close button closes it, focus returns to the menu button). Following a link closes it.
 */
export function ShellDrawer({ items, currentId, actions }: ShellDrawerProps) {
  const { t } = useEppTranslation();
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path means a link was followed
  useEffect(() => setOpen(false), [pathname]);

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <IconButton aria-label={t('screens.shell.appShell.openMenu')} aria-expanded={isOpen}>
        <MenuIcon />
      </IconButton>
      <Overlay isDismissable>
        <Panel>
          <Body aria-label={t('screens.shell.appShell.menu')}>
            {({ close }) => (
              <>
                <Top>
                  <Brand>{t('common.brand')}</Brand>
                  <IconButton aria-label={t('screens.shell.appShell.closeMenu')} onPress={close}>
                    <CloseIcon />
                  </IconButton>
                </Top>
                <NavList aria-label={t('screens.shell.appShell.navigation')} items={items} currentId={currentId} />
                <Actions>{actions}</Actions>
              </>
            )}
          </Body>
        </Panel>
      </Overlay>
    </DialogTrigger>
  );
}
