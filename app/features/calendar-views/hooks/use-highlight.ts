import { HIGHLIGHT_MS } from '@shared/constants';
import { type RefObject, useEffect, useState } from 'react';

const rowIn = (container: RefObject<HTMLElement | null>, id: string) =>
  container.current?.querySelector<HTMLElement>(`[data-birthday-id="${CSS.escape(id)}"]`) ?? null;

/**
 * Highlights one row for HIGHLIGHT_MS. Once the row is in the DOM (the view may need a render or two
 * to include it) it is scrolled to the middle of the screen and focused; the second lasts from then.
 * Returns the id to draw highlighted (also while waiting for the row) and a function to start.
 */
export function useRowHighlight(container: RefObject<HTMLElement | null>) {
  const [requested, setRequested] = useState<string | null>(null);
  // An object, so highlighting the same row again restarts the timer.
  const [shown, setShown] = useState<{ id: string } | null>(null);

  // No dependency list: the row can appear only after a deferred render, so look after every commit.
  useEffect(() => {
    if (!requested) return;
    const row = rowIn(container, requested);
    if (!row) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
    setRequested(null);
    setShown({ id: requested });
  });

  useEffect(() => {
    if (!shown) return;
    // A closing dialog hands focus back to its opener in a zero-delay timeout; take it after that.
    const focusTimer = setTimeout(() => rowIn(container, shown.id)?.focus({ preventScroll: true }), 0);
    const endTimer = setTimeout(() => setShown(null), HIGHLIGHT_MS);
    return () => {
      clearTimeout(focusTimer);
      clearTimeout(endTimer);
    };
  }, [shown, container]);

  return { highlightedId: requested ?? shown?.id ?? null, highlight: setRequested };
}
