import { useEffect, useState } from 'react';

/** The value, once it has stayed the same for `delay` ms (e.g. filter text before a fetch). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
