import { useEppTranslation } from '@epp/i18n';
import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  type Key,
  MenuTrigger,
  type MenuTriggerProps,
  Popover,
} from 'react-aria-components';
import { styled } from 'styled-components';
import type { ButtonSize } from '../button/button.styles';
import { IconButton } from '../icon-button';
import { MoreIcon } from '../icons';
import { menuItem, menuList, menuPopover } from './action-menu.styles';

export interface ActionMenuProps extends Pick<MenuTriggerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> {
  /**
   * The trigger's name. Defaults to "Tegevused"; in a table give the row, e.g. "Tegevused: 2025-03", so a
   * screen reader can tell the rows' menus apart.
   */
  'aria-label'?: string;
  /** `<ActionMenuItem>` elements. */
  children: ReactNode;
  /** Called with the id of the chosen item (besides the item's own `onAction`). */
  onAction?: (id: Key) => void;
  disabledKeys?: Iterable<Key>;
  /** Disables the trigger itself. */
  isDisabled?: boolean;
  size?: ButtonSize;
  /** Where the menu is rendered; `document.body` by default. For embedding, e.g. inside a shadow root. */
  portalContainer?: Element;
}

const MenuPopover = styled(Popover)`
  ${menuPopover}
`;

const MenuList = styled(AriaMenu)`
  ${menuList}
`;

/**
 * A row's action menu: a "more" icon button that opens a menu (react-aria MenuTrigger). Arrow keys move,
 * Enter or Space chooses, Escape closes; focus returns to the button.
 */
export function ActionMenu({
  'aria-label': label,
  children,
  onAction,
  disabledKeys,
  isDisabled,
  size = 'sm',
  portalContainer,
  ...triggerProps
}: ActionMenuProps) {
  const { t } = useEppTranslation();
  return (
    <MenuTrigger {...triggerProps}>
      <IconButton aria-label={label ?? t('ui.menu.actions')} size={size} isDisabled={isDisabled}>
        <MoreIcon />
      </IconButton>
      <MenuPopover placement="bottom end" offset={4} UNSTABLE_portalContainer={portalContainer}>
        <MenuList onAction={onAction && ((id) => onAction(id))} disabledKeys={disabledKeys}>
          {children}
        </MenuList>
      </MenuPopover>
    </MenuTrigger>
  );
}

export interface ActionMenuItemProps {
  id: Key;
  children: ReactNode;
  /** The item's text when children are not plain text (typeahead uses it). */
  textValue?: string;
  onAction?: () => void;
  isDisabled?: boolean;
  /** A destructive action (delete), shown in red. */
  isDanger?: boolean;
}

const Item = styled(AriaMenuItem)`
  ${menuItem}
`;

export function ActionMenuItem({ id, children, textValue, onAction, isDisabled, isDanger }: ActionMenuItemProps) {
  return (
    <Item
      id={id}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      onAction={onAction}
      isDisabled={isDisabled}
      data-danger={isDanger || undefined}
    >
      {children}
    </Item>
  );
}
