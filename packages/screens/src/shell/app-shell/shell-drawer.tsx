import { useEppTranslation } from '@epp/i18n';
import { CloseIcon, Drawer, IconButton, MenuIcon, NavList, type NavListItem } from '@epp/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { styled } from 'styled-components';
import * as styles from './app-shell.styles';

export interface ShellDrawerProps {
  items: readonly NavListItem[];
  currentId?: string;
  /** The role selector, language switch and log out, moved here on small screens. */
  actions: ReactNode;
}

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
 * The slide-open sidebar below 992 px: a menu button opens the @epp/ui Drawer (focus moves in and is trapped,
 * Escape or the close button closes it, focus returns to the menu button). Following a link closes it.
 */
export function ShellDrawer({ items, currentId, actions }: ShellDrawerProps) {
  const { t } = useEppTranslation();
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path means a link was followed
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={setOpen}
      aria-label={t('screens.shell.appShell.menu')}
      trigger={
        <IconButton aria-label={t('screens.shell.appShell.openMenu')} aria-expanded={isOpen}>
          <MenuIcon />
        </IconButton>
      }
    >
      {(close) => (
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
    </Drawer>
  );
}
