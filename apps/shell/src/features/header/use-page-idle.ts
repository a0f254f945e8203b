import { useEffect, useState } from 'react';
import { whenPageIdle } from '@touchline/federation';

/** True once the page has loaded and the browser is idle (never on a Save-Data connection). */
export function usePageIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    void whenPageIdle().then(() => {
      if (live) setIdle(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return idle;
}
