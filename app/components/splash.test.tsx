// @vitest-environment jsdom

import { SPLASH_MS } from '@shared/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStartupSplash } from './splash';

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the startup splash', () => {
  it('shows for 2 s at the first start of a browser session', () => {
    const { result } = renderHook(() => useStartupSplash());
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(SPLASH_MS - 1));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('does not show again on a reload or deep link in the same session', () => {
    const first = renderHook(() => useStartupSplash());
    act(() => vi.advanceTimersByTime(SPLASH_MS));
    first.unmount();
    // A reload starts the app afresh; only sessionStorage remembers.
    const { result } = renderHook(() => useStartupSplash());
    expect(result.current).toBe(false);
  });
});
