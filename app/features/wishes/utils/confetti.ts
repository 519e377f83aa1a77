import { MOBILE_BREAKPOINT_PX } from '@shared/constants';
import confetti from 'canvas-confetti';

// Spec §9: 3000 ms, 300 particles, spread 160, start velocity 30, origin y 0.6, indigo, gold, green;
// 60% of the particles and 80% of the spread on screens under 768 px.
const DURATION_TICKS = 180; // canvas-confetti moves one tick per frame: 3000 ms at 60 frames a second.
const COLORS = ['#4f46e5', '#fbbf24', '#22c55e'];

/** Confetti for a sent wish; none at all for people who asked for reduced motion. */
export function celebrate(): boolean {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return false;
  const small = window.innerWidth < MOBILE_BREAKPOINT_PX;
  void confetti({
    particleCount: small ? 180 : 300,
    spread: small ? 128 : 160,
    startVelocity: 30,
    origin: { y: 0.6 },
    colors: COLORS,
    ticks: DURATION_TICKS,
    zIndex: 60,
    disableForReducedMotion: true,
  });
  return true;
}
