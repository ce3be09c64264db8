import { useEppTranslation } from '@epp/i18n';
import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link as AriaLink,
  type Key,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { ChevronRightIcon } from '../icons/icons';
import { breadcrumbItem, breadcrumbLink, breadcrumbList } from './breadcrumb.styles';

export interface BreadcrumbItem {
  id: Key;
  label: string;
  /** Where the crumb leads; the last crumb is the current page and needs none. */
  href?: string;
}

export interface BreadcrumbProps {
  /** From the top level down to the current page, which comes last. */
  items: readonly BreadcrumbItem[];
  /** Called with the item's id when a crumb is followed, for routers that navigate by key. */
  onAction?: (id: Key) => void;
}

const List = styled(AriaBreadcrumbs<BreadcrumbItem>)`
  ${breadcrumbList}
`;

const Item = styled(AriaBreadcrumb)`
  ${breadcrumbItem}
`;

const CrumbLink = styled(AriaLink)`
  ${breadcrumbLink}
`;

/**
 * Where the page sits: a named navigation landmark with a list of links; react-aria marks the last one
 * as the current page (aria-current="page") and takes it out of the link role.
 */
export function Breadcrumb({ items, onAction }: BreadcrumbProps) {
  const { t } = useEppTranslation();
  return (
    <nav aria-label={t('ui.breadcrumb.label')}>
      <List items={items} onAction={onAction}>
        {(item) => (
          <Item id={item.id}>
            {({ isCurrent }) => (
              <>
                <CrumbLink href={item.href}>{item.label}</CrumbLink>
                {!isCurrent && <ChevronRightIcon />}
              </>
            )}
          </Item>
        )}
      </List>
    </nav>
  );
}
