import { useEffect, useState } from 'react';

/**
 * Whole seconds until `resendAt` (ms), ticking each second; 0 when there is nothing to wait for.
 * The clock is read afresh whenever `resendAt` changes, during that very render: a clock last read
 * when the modal opened would show the wait plus however long the user took to type ('68s').
 */
export function useResendCountdown(resendAt: number | null): number {
  const [clock, setClock] = useState(() => ({ resendAt, now: Date.now() }));
  // React renders again at once with the new state, before anything reaches the screen.
  if (clock.resendAt !== resendAt) setClock({ resendAt, now: Date.now() });
  useEffect(() => {
    if (resendAt === null) return;
    const timer = setInterval(() => setClock({ resendAt, now: Date.now() }), 1000);
    return () => clearInterval(timer);
  }, [resendAt]);
  return resendAt === null ? 0 : Math.max(0, Math.ceil((resendAt - clock.now) / 1000));
}
