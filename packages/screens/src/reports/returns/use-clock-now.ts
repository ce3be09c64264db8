import { COMMENTS } from '@epp/core';
import { useEffect, useState } from 'react';
import { useClock } from '../../kit';

/**
 * "Now" from the kit's clock, read again every 60 s (spec §9: the comments' relative times refresh each
 * minute): the real time in the portal, the fixture's fixed instant in stories, so their pixels stay put.
 */
export function useClockNow(): Date {
  const clock = useClock();
  const [now, setNow] = useState(() => clock());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), COMMENTS.refreshLabelEveryMs);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}
