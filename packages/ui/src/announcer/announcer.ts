import { announce as announceLive, clearAnnouncer } from '@react-aria/live-announcer';

/** polite: waits for the screen reader to finish; assertive: interrupts (errors only). */
export type Politeness = 'polite' | 'assertive';

/**
 * Says `message` through the page's shared live region (react-aria's announcer, one per document), without
 * moving focus or showing anything: a sort change, a file that was accepted, a row count after filtering.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  announceLive(message, politeness);
}

/** Drops queued messages, e.g. when the view that queued them goes away. */
export function clearAnnouncements(politeness?: Politeness): void {
  if (politeness) clearAnnouncer(politeness);
  else {
    clearAnnouncer('polite');
    clearAnnouncer('assertive');
  }
}

export interface Announcer {
  announce: (message: string, politeness?: Politeness) => void;
  clear: (politeness?: Politeness) => void;
}

const announcer: Announcer = { announce, clear: clearAnnouncements };

/** The announcer for components; the object is stable, so it is safe in effect dependencies. */
export function useAnnouncer(): Announcer {
  return announcer;
}
