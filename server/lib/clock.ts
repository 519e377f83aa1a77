/** Injectable time source, so date and reminder logic is tested at any instant without waiting. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export function manualClock(start: Date | string) {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (to: Date | string) => {
      current = new Date(to).getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}
