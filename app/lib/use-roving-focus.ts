import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';

/** Where a key sends focus from item `index` of `count`; null when the key is not a move. */
export type KeyMoves = (e: KeyboardEvent, index: number, count: number) => number | null;

/** Chips in a wrapping row: Left/Up back, Right/Down on, around both ends; Home and End. */
export const chipMoves: KeyMoves = (e, index, count) => {
  switch (e.key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
};

/**
 * A grid of `columns` columns (the APG grid keys): Left/Right a cell, Up/Down a row, Home/End the
 * ends of the row, Ctrl+Home/End the first and last cell. A move past the items stays put.
 */
export function gridMoves(columns: number): KeyMoves {
  return (e, index, count) => {
    const rowStart = index - (index % columns);
    const target = (() => {
      switch (e.key) {
        case 'ArrowLeft':
          return index - 1;
        case 'ArrowRight':
          return index + 1;
        case 'ArrowUp':
          return index - columns;
        case 'ArrowDown':
          return index + columns;
        case 'Home':
          return e.ctrlKey ? 0 : rowStart;
        case 'End':
          return e.ctrlKey ? count - 1 : Math.min(rowStart + columns, count) - 1;
        default:
          return null;
      }
    })();
    if (target === null) return null;
    return target >= 0 && target < count ? target : index;
  };
}

type Options = {
  count: number;
  /** The item Tab enters the group at (the chosen one), or -1 for the first. */
  selected: number;
  moves: KeyMoves;
  /** Called after a key moved focus: groups where the choice follows focus (radios, tabs) choose here. */
  onMove?: (index: number) => void;
};

/**
 * A roving tabindex (WAI-ARIA APG): the group is one tab stop, arrow keys move focus inside it.
 * Tab enters at the chosen item, else the first; while focus is inside, the stop follows it.
 * Spread `itemProps(index)` on each item.
 */
export function useRovingFocus({ count, selected, moves, onMove }: Options) {
  const items = useRef<(HTMLElement | null)[]>([]);
  const [focused, setFocused] = useState<number | null>(null);
  const tabStop = focused !== null && focused < count ? focused : Math.max(selected, 0);

  return (index: number) => ({
    ref: (element: HTMLElement | null) => {
      items.current[index] = element;
    },
    tabIndex: index === tabStop ? 0 : -1,
    onFocus: () => setFocused(index),
    onBlur: (e: FocusEvent) => {
      // Leaving the group: the next Tab into it starts at the chosen item again.
      const to = e.relatedTarget as HTMLElement | null;
      if (!(to && items.current.includes(to))) setFocused(null);
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.altKey || e.metaKey) return;
      const target = moves(e, index, count);
      if (target === null) return;
      // Arrows would scroll the page (or, on native radios, choose on their own).
      e.preventDefault();
      items.current[target]?.focus();
      if (target !== index) onMove?.(target);
    },
  });
}
