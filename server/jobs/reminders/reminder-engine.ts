import type { Deps } from '@server/deps';
import { SWEEP_INTERVAL_MS, sweepExpiredRows } from '@server/jobs/housekeeping/sweep-expired-rows';
import type { Job } from '@server/jobs/job';
import type { Logger } from 'pino';
import { type ReminderChannel, reminderChannels } from './channels';
import { digestDeliveries } from './deliver-digest';
import { reminderDeliveries } from './deliver-reminder';
import { deliverAll } from './deliveries';
import { createDeliveryPool, type DeliveryPool } from './delivery-pool';
import { findDueDigests } from './find-due-digests';
import { findDueReminders } from './find-due-reminders';
import { findPauseNotices, pauseNoticeDeliveries } from './pause-notice';

const REMINDER_CHECK_INTERVAL_MS = 60_000;

export type TickResult = { due: number; delivered: number };

/**
 * One pass: find the reminders and digests due now and deliver each of their channels through the
 * pool, claimed first (a chunk at a time).
 * Resolves when this pass's deliveries are done; the engine does not wait for that to look again.
 */
export async function runReminderTick(
  deps: Deps,
  now: Date = deps.clock.now(),
  pool: DeliveryPool = createDeliveryPool(),
  channels: readonly ReminderChannel[] = reminderChannels,
): Promise<TickResult> {
  const [due, digests, notices] = await Promise.all([
    findDueReminders(deps.db, now, channels),
    findDueDigests(deps.db, now, channels),
    findPauseNotices(deps.db, now, channels),
  ]);
  const delivered = await deliverAll(
    deps,
    [
      ...due.flatMap((reminder) => reminderDeliveries(deps, reminder, channels)),
      ...digests.flatMap((digest) => digestDeliveries(deps, digest, channels)),
      ...notices.flatMap((notice) => pauseNoticeDeliveries(deps, notice, channels)),
    ],
    pool,
  );
  return { due: due.length + digests.length + notices.length, delivered };
}

/**
 * Looks for due reminders now and every minute. Deliveries still running (a user's hanging push
 * service) do not hold back the next look: the shared pool skips what it already has. Once an hour
 * the same minute also sweeps rows that can no longer matter (old sign-in code requests, ended sessions).
 */
export function startReminderEngine(deps: Deps, log: Logger, intervalMs = REMINDER_CHECK_INTERVAL_MS) {
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
      runReminderTick(deps, now, pool).then(({ delivered }) => {
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
export const reminderJob: Job = { name: 'reminders', start: (deps, log) => startReminderEngine(deps, log) };
