import { type IsoDate, isoDateInTimeZone } from '@epp/core';
import { createContext, type ReactNode, useContext, useState } from 'react';

/** Where "now" comes from: the real clock in the portal, a fixed instant in stories and tests. */
export type Clock = () => Date;

const realClock: Clock = () => new Date();
const ClockContext = createContext<Clock>(realClock);

/**
 * The one clock of every screen. The portal uses the real one (no provider needed); Storybook's preview
 * fixes it once at the fixture date, so every story shows the same months, defaults and relative rules.
 */
export function ClockProvider({ now, children }: { now: Clock | Date; children: ReactNode }) {
  const clock = typeof now === 'function' ? now : () => now;
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The clock itself, for what needs the time of day (cookie consent, polling deadlines). */
export function useClock(): Clock {
  return useContext(ClockContext);
}

/**
 * Today in Tallinn (YYYY-MM-DD), read once when the screen mounts: a list's default period does not move
 * under the user at midnight.
 */
export function useToday(): IsoDate {
  const clock = useClock();
  const [today] = useState(() => isoDateInTimeZone(clock()));
  return today;
}
