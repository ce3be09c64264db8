import { COMMENTS } from '@epp/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { distanceFromBottom } from './thread-helpers';

/**
 * The thread's scrolling: a new newest comment (or the first render) is scrolled to after the spec's delay,
 * and the scroll-to-bottom button shows once the view is more than 50 px above the bottom.
 */
export function useThreadScroll(newestId: number | undefined) {
  const logRef = useRef<HTMLDivElement>(null);
  const [farFromBottom, setFarFromBottom] = useState(false);

  const scrollToBottom = useCallback(() => {
    const element = logRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  useEffect(() => {
    if (newestId === undefined) return;
    const timer = setTimeout(scrollToBottom, COMMENTS.autoScrollDelayMs);
    return () => clearTimeout(timer);
  }, [newestId, scrollToBottom]);

  const onScroll = () => {
    const element = logRef.current;
    if (element) setFarFromBottom(distanceFromBottom(element) > COMMENTS.scrollToBottomButtonAfterPx);
  };

  return { logRef, farFromBottom, onScroll, scrollToBottom };
}
