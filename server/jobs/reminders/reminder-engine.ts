import type { Deps } from '@server/deps';
import { SWEEP_INTERVAL_MS, sweepExpiredRows } from '@server/jobs/housekeeping/sweep-expired-rows';
import type { Job } from '@server/jobs/job';
import type { Logger } from 'pino';
import { digestSource } from './deliver-digest';
import { reminderSource } from './deliver-reminder';
import { deliverAll } from './deliveries';
import { createDeliveryPool, type DeliveryPool } from './delivery-pool';
import type { DueSource } from './due-source';
import { pauseNoticeSource } from './pause-notice';

/**
 * Every kind of delivery a tick looks for, on the channels `deps.channels` lists; claimed in this
 * order. Each source's items go back to its own `deliveries` only (dueFrom): the list need not know their types.
 */
const coreSources: readonly DueSource<unknown>[] = [reminderSource, digestSource, pauseNoticeSource];

export type TickResult = { due: number; delivered: number };

/** What one source has due now on the engine's channels, and its deliveries. */
async function dueFrom<T>(source: DueSource<T>, deps: Deps, now: Date) {
  const items = await source.find(deps.db, now, deps.channels);
  return { due: items.length, deliveries: items.flatMap((item) => source.deliveries(deps, item)) };
}

/**
 * One pass: find what every due source has due now (reminders, digests, pause notices, and the
 * modules' `sources`: their notices) and deliver
 * each of their channels through the pool, claimed first (a chunk at a time).
 * Resolves when this pass's deliveries are done; the engine does not wait for that to look again.
 */
export async function runReminderTick(
  deps: Deps,
  now: Date = deps.clock.now(),
  pool: DeliveryPool = createDeliveryPool(),
  sources: readonly DueSource<unknown>[] = [],
): Promise<TickResult> {
  const found = await Promise.all([...coreSources, ...sources].map((source) => dueFrom(source, deps, now)));
  const delivered = await deliverAll(
    deps,
    found.flatMap((f) => f.deliveries),
    pool,
  );
  return { due: found.reduce((sum, f) => sum + f.due, 0), delivered };
}

/**
 * Looks for due reminders now and every `intervalMs` (a minute unless REMINDER_CHECK_SECONDS says less). Deliveries still running (a user's hanging push
 * service) do not hold back the next look: the shared pool skips what it already has. Once an hour
 * the same minute also sweeps rows that can no longer matter (old sign-in code requests, ended sessions).
 */
export function startReminderEngine(
  deps: Deps,
  log: Logger,
  intervalMs = deps.config.reminderCheckMs,
  sources: readonly DueSource<unknown>[] = [],
) {
  const pool = createDeliveryPool();
  const running = new Set<Promise<void>>();
  let sweptAt = Number.NEGATIVE_INFINITY;
  const track = (work: Promise<unknown>, failed: string) => {
    const done: Promise<void> = work
      .then(() => {})
      .catch((err: unknown) => log.error({ err }, failed))
      .finally(() => running.delete(done));
    running.add(done);
  };
  const tick = () => {
    const now = deps.clock.now();
    track(
      runReminderTick(deps, now, pool, sources).then(({ delivered }) => {
        if (delivered > 0) log.info({ delivered }, 'reminders delivered');
      }),
      'reminder tick failed',
    );
    if (now.getTime() - sweptAt >= SWEEP_INTERVAL_MS) {
      sweptAt = now.getTime();
      track(sweepExpiredRows(deps.db, now), 'sweeping expired rows failed');
    }
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return async () => {
    clearInterval(timer);
    await Promise.all(running);
  };
}

/** The reminder engine as a job: the reminders module lists it. */
export const reminderJob: Job = {
  name: 'reminders',
  start: (deps, log, { dueSources }) => startReminderEngine(deps, log, undefined, dueSources),
};
