import { useEffect, useRef } from 'react';

/**
 * Calls `onExpire` after `timeout` ms (never for 0). While `paused` the clock stops and then
 * resumes with the time that was left, so a reader hovering or focusing a toast keeps it.
 */
export function useAutoDismiss(timeout: number, paused: boolean, onExpire: () => void): void {
  const remaining = useRef(timeout);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });

  useEffect(() => {
    if (timeout <= 0 || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => expire.current(), Math.max(remaining.current, 0));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [timeout, paused]);
}
