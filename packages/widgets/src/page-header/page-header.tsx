import { useEppTranslation } from '@epp/i18n';
import { PageTitle } from '@epp/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import * as styles from './page-header.styles';

export interface PageHeaderProps {
  /** The current route's labels, top level first, e.g. ["Aruanded", "Müügiaruanne"]. */
  labels: readonly string[];
  /** An extra last part of the title, e.g. the report's period. */
  suffix?: string;
  /**
   * Opt-in: also set `document.title` (restored on unmount); a string is added as the site's name. Off by
   * default so a page with two headers (or a story) does not fight over the tab title.
   */
  documentTitle?: boolean | string;
  /** The right side: the bell, the role selector, the language switch, log out (composed by the shell). */
  actions?: ReactNode;
}

const Bar = styled.div`
  ${styles.bar}
`;
const Title = styled.div`
  ${styles.title}
`;
const Actions = styled.div`
  ${styles.actions}
`;

/**
 * The header bar of a logged-in page: the h1 built from the route labels joined with " · " and an optional
 * suffix (@epp/ui PageTitle / formatPageTitle), and a group of actions on the right. It is not a landmark
 * itself: the shell puts it in its <header>.
 */
export function PageHeader({ labels, suffix, documentTitle = false, actions }: PageHeaderProps) {
  const { t } = useEppTranslation();
  return (
    <Bar>
      <Title>
        <PageTitle labels={labels} suffix={suffix} documentTitle={documentTitle} />
      </Title>
      {actions ? (
        <Actions role="group" aria-label={t('widgets.pageHeader.actions')}>
          {actions}
        </Actions>
      ) : null}
    </Bar>
  );
}
