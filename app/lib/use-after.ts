import { useEffect, useRef } from 'react';

/**
 * Calls `fn` once, `ms` after `active` turns true; nothing if it turns false first or the component
 * goes away. For the spec's timed states: 'Copied' (2 s), 'copied/sent' (3 s), regenerate reset (5 s).
 */
export function useAfter(active: boolean, ms: number, fn: () => void) {
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
}
