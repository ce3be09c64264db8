import { COMMENTS } from '@epp/core';
import { useEffect, useState } from 'react';

/** The current time, refreshed every 60 s (spec §9), unless a fixed `now` is given. */
export function useNow(fixed: Date | undefined): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return;
    const timer = setInterval(() => setNow(new Date()), COMMENTS.refreshLabelEveryMs);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}
