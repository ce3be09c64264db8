import type { ReactElement, ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { styled } from 'styled-components';
import { navLabel, navLink, navListItems } from './nav-list.styles';

export interface NavListItem {
  id: string;
  href: string;
  label: ReactNode;
  /** A decorative icon, e.g. `<BellIcon />`; in the collapsed list it is all that shows. */
  icon: ReactElement;
}

export interface NavListProps {
  /** The name of the navigation landmark, e.g. "Põhimenüü". */
  'aria-label': string;
  items: readonly NavListItem[];
  /** The id of the current page's item; it gets aria-current="page". */
  currentId?: string;
  /** Icons only (the minimized sidebar); each label stays the link's accessible name. */
  isCollapsed?: boolean;
}

const Items = styled.ul`
  ${navListItems}
`;

const NavLink = styled(AriaLink)<{ $collapsed: boolean }>`
  ${navLink}
`;

const Label = styled.span<{ $collapsed: boolean }>`
  ${navLabel}
`;

/** The sidebar's links: a named navigation landmark, a list of icon-and-label links. */
export function NavList({ 'aria-label': ariaLabel, items, currentId, isCollapsed = false }: NavListProps) {
  return (
    <nav aria-label={ariaLabel} data-collapsed={isCollapsed || undefined}>
      <Items>
        {items.map((item) => (
          <li key={item.id}>
            <NavLink
              href={item.href}
              aria-current={item.id === currentId ? 'page' : undefined}
              $collapsed={isCollapsed}
            >
              {item.icon}
              <Label $collapsed={isCollapsed}>{item.label}</Label>
            </NavLink>
          </li>
        ))}
      </Items>
    </nav>
  );
}
