import { useEffect } from 'react';
import { styled } from 'styled-components';
import { formatPageTitle } from './format-page-title';
import { pageTitle } from './page-title.styles';

export interface PageTitleProps {
  /** The current route's labels, top level first, e.g. ["Aruanded", "Müügiaruanne"]. */
  labels: readonly string[];
  /** An extra last part, e.g. the report's period. */
  suffix?: string;
  /**
   * Also set `document.title`, so the browser tab and history say where the user is; the previous title
   * comes back when the page title unmounts. A string is added after the title as the site's name.
   */
  documentTitle?: boolean | string;
}

const Heading = styled.h1`
  ${pageTitle}
`;

/** The page's h1: the route labels joined with " · ". */
export function PageTitle({ labels, suffix, documentTitle = false }: PageTitleProps) {
  const title = formatPageTitle(labels, suffix);
  const fullTitle = typeof documentTitle === 'string' ? formatPageTitle([title, documentTitle]) : title;

  useEffect(() => {
    if (documentTitle === false) return;
    const previous = document.title;
    document.title = fullTitle;
    return () => {
      document.title = previous;
    };
  }, [documentTitle, fullTitle]);

  return <Heading>{title}</Heading>;
}
