import { useContext, useEffect, useLayoutEffect } from 'react';
import { styled } from 'styled-components';
import { formatPageTitle } from './format-page-title';
import { pageTitle } from './page-title.styles';
import { PageTitleFrameContext } from './page-title-frame';

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

/**
 * The page's h1: the route labels joined with " · ". Inside a frame that shows the title itself
 * (PageTitleFrameContext, e.g. the portal's shell header) it hands the labels and suffix to the frame instead.
 */
export function PageTitle({ labels, suffix, documentTitle = false }: PageTitleProps) {
  const title = formatPageTitle(labels, suffix);
  const frame = useContext(PageTitleFrameContext);
  // Before paint, so the frame never shows the route's title for a frame and then this one.
  const labelsKey = labels.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: labelsKey stands for labels (a new array each render)
  useLayoutEffect(() => {
    if (!frame) return;
    frame.show(suffix === undefined ? { labels } : { labels, suffix });
    return () => frame.show(null);
  }, [frame, labelsKey, suffix]);
  const fullTitle = typeof documentTitle === 'string' ? formatPageTitle([title, documentTitle]) : title;

  useEffect(() => {
    if (documentTitle === false) return;
    const previous = document.title;
    document.title = fullTitle;
    return () => {
      document.title = previous;
    };
  }, [documentTitle, fullTitle]);

  return frame ? null : <Heading>{title}</Heading>;
}
