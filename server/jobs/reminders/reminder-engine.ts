import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps';
import { deliverReminder } from './deliver-reminder';
import { findDueReminders } from './find-due-reminders';

export const REMINDER_CHECK_INTERVAL_MS = 60_000;

export type TickResult = { due: number; delivered: number };

/** One pass: find what is due now and deliver it, each delivery claimed first. */
export async function runReminderTick(deps: Deps, now: Date = deps.clock.now()): Promise<TickResult> {
  const due = await findDueReminders(deps.db, now);
  let delivered = 0;
  const touched = new Set<string>();
  for (const reminder of due) {
    const made = await deliverReminder(deps, reminder, now);
    delivered += made;
    if (made > 0) touched.add(reminder.userId);
  }
  for (const userId of touched) {
    await deps.realtime.publish({ userId, topic: 'notifications' });
    await deps.realtime.publish({ userId, topic: 'birthdays' });
  }
  return { due: due.length, delivered };
}

/** Runs a tick now and every minute; a slow tick is never overlapped by the next. */
export function startReminderEngine(
  deps: Deps,
  log: FastifyBaseLogger,
  intervalMs = REMINDER_CHECK_INTERVAL_MS,
) {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runReminderTick(deps)
      .then(({ delivered }) => {
        if (delivered > 0) log.info({ delivered }, 'reminders delivered');
      })
      .catch((err: unknown) => log.error({ err }, 'reminder tick failed'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
