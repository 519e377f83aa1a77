/** How many deliveries run at once: in all, and for any one user (whose slow endpoints then hold only their own slots). */
export type PoolLimits = { overall: number; perUser: number };

// Each job is one channel of one delivery; a user's channels go out side by side within their bound.
const DEFAULT_POOL_LIMITS: PoolLimits = { overall: 256, perUser: 4 };

type Job = { key: string; userId: string; run: () => Promise<void>; done: () => void };

/**
 * Runs jobs concurrently within both bounds, oldest first, skipping past a user at their bound so
 * everyone else goes ahead. A key already queued or running is not added twice.
 */
export function createDeliveryPool(limits: PoolLimits = DEFAULT_POOL_LIMITS) {
  const queue: Job[] = [];
  const keys = new Set<string>();
  const perUser = new Map<string, number>();
  let active = 0;
  const roomWaiters: { below: number; resolve: () => void }[] = [];

  /**
   * Waiting jobs of users below their bound, counted up to `atMost`. Those of a user at the bound
   * (their endpoints hang) do not count: they must not keep everyone else's deliveries unclaimed.
   */
  function runnableWaiting(atMost: number) {
    let n = 0;
    for (const job of queue) {
      if ((perUser.get(job.userId) ?? 0) < limits.perUser && ++n >= atMost) break;
    }
    return n;
  }

  function pump() {
    for (let i = 0; i < queue.length && active < limits.overall; ) {
      const job = queue[i]!;
      const running = perUser.get(job.userId) ?? 0;
      if (running >= limits.perUser) {
        i += 1;
        continue;
      }
      queue.splice(i, 1);
      active += 1;
      perUser.set(job.userId, running + 1);
      job
        .run()
        .catch(() => {})
        .finally(() => {
          active -= 1;
          const left = (perUser.get(job.userId) ?? 1) - 1;
          if (left > 0) perUser.set(job.userId, left);
          else perUser.delete(job.userId);
          keys.delete(job.key);
          job.done();
          pump();
        });
    }
    for (const waiter of roomWaiters.filter((w) => runnableWaiting(w.below) < w.below)) {
      roomWaiters.splice(roomWaiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  return {
    /** Queues a job; resolves when it has run (at once for a key already in the pool). */
    add(key: string, userId: string, run: () => Promise<void>): Promise<void> {
      if (keys.has(key)) return Promise.resolve();
      keys.add(key);
      return new Promise<void>((done) => {
        queue.push({ key, userId, run, done });
        pump();
      });
    },
    /** Whether a job of this key is queued or running. */
    has: (key: string) => keys.has(key),
    /** Resolves once fewer than `below` jobs wait for a slot they could take (see runnableWaiting). */
    room(below: number): Promise<void> {
      if (runnableWaiting(below) < below) return Promise.resolve();
      return new Promise<void>((resolve) => roomWaiters.push({ below, resolve }));
    },
    get size() {
      return queue.length + active;
    },
  };
}
export type DeliveryPool = ReturnType<typeof createDeliveryPool>;
