// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResendCountdown } from './use-resend-countdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useResendCountdown', () => {
  it('starts at the full wait even when the modal was open long before the code was sent', () => {
    const { result, rerender } = renderHook(({ resendAt }) => useResendCountdown(resendAt), {
      initialProps: { resendAt: null as number | null },
    });
    expect(result.current).toBe(0);
    // The user takes 8 seconds to type the number; then the code is sent with a 60 s wait.
    act(() => {
      vi.advanceTimersByTime(8000);
    });
    rerender({ resendAt: Date.now() + 60_000 });
    expect(result.current).toBe(60);
  });

  it('counts down each second to zero and stays there', () => {
    const resendAt = Date.now() + 3000;
    const { result } = renderHook(() => useResendCountdown(resendAt));
    expect(result.current).toBe(3);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(2);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(result.current).toBe(0);
  });

  it('starts again from the full wait after a resend', () => {
    const { result, rerender } = renderHook(({ resendAt }) => useResendCountdown(resendAt), {
      initialProps: { resendAt: (Date.now() + 2000) as number | null },
    });
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(result.current).toBe(0);
    rerender({ resendAt: Date.now() + 60_000 });
    expect(result.current).toBe(60);
  });
});
