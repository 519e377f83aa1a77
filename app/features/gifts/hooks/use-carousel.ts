import { type KeyboardEvent, type TouchEvent, useRef, useState } from 'react';

const SWIPE_PX = 40;

/** One item at a time: arrows, ArrowLeft/ArrowRight, and a horizontal swipe on touch screens. */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const go = (step: number) => setIndex((i) => Math.min(Math.max(i + step, 0), Math.max(count - 1, 0)));
  return {
    index: Math.min(index, Math.max(count - 1, 0)),
    reset: () => setIndex(0),
    previous: () => go(-1),
    next: () => go(1),
    handlers: {
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === 'ArrowLeft') go(-1);
        else if (e.key === 'ArrowRight') go(1);
        else return;
        e.preventDefault();
      },
      onTouchStart: (e: TouchEvent) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      },
      onTouchEnd: (e: TouchEvent) => {
        const start = touchX.current;
        const end = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
        go(end < start ? 1 : -1);
      },
    },
  };
}
