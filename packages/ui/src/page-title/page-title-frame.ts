import { createContext } from 'react';

/** A page's title as the frame shows it: the route labels (top level first) and an optional suffix. */
export interface FramedPageTitle {
  labels: readonly string[];
  suffix?: string;
}

/**
 * Set by a frame that shows the page title itself (the portal's shell, in its header): a PageTitle inside it
 * hands its labels and suffix to the frame and renders nothing, so the page has one h1 that says it all.
 */
export interface PageTitleFrame {
  show: (title: FramedPageTitle | null) => void;
}

export const PageTitleFrameContext = createContext<PageTitleFrame | null>(null);
