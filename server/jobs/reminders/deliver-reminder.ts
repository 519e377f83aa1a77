import { and, eq, lte, sql } from 'drizzle-orm';
import { birthdays, notificationErrors, notificationLog, pushSubscriptions } from '../../db/schema';
import type { Deps } from '../../deps';
import { newId } from '../../lib/ids';
import type { DueReminder } from './find-due-reminders';
import { reminderMessage } from './reminder-message';

// Longer than three SMS attempts with their timeouts: a live claim is never taken over.
export const LEASE_MS = 5 * 60_000;

type Channel = 'sms' | 'push';

/**
 * Claims one delivery: a new row, or a pending row whose lease ran out (its claimant crashed).
 * Exactly one caller gets the row back, however many instances try at once.
 */
export async function claimDelivery(
  { db }: Pick<Deps, 'db'>,
  reminder: DueReminder,
  channel: Channel,
  now: Date,
) {
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const [claimed] = await db
    .insert(notificationLog)
    .values({
      id: newId(),
      userId: reminder.userId,
      birthdayId: reminder.birthdayId,
      type: reminder.type,
      occurrence: reminder.occurrence,
      channel,
      status: 'pending',
      dueAt: reminder.dueAt,
      claimedAt: now,
      leaseUntil,
    })
    .onConflictDoUpdate({
      target: [
        notificationLog.birthdayId,
        notificationLog.type,
        notificationLog.occurrence,
        notificationLog.channel,
      ],
      set: { attempts: sql`${notificationLog.attempts} + 1`, claimedAt: now, leaseUntil },
      setWhere: and(eq(notificationLog.status, 'pending'), lte(notificationLog.leaseUntil, now)),
    })
    .returning({ id: notificationLog.id });
  return claimed?.id ?? null;
}

async function sendPush(deps: Deps, reminder: DueReminder, message: ReturnType<typeof reminderMessage>) {
  const targets = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, reminder.userId));
  let delivered = 0;
  const errors: string[] = [];
  for (const target of targets) {
    try {
      const result = await deps.push.send(target, {
        title: message.title,
        body: message.body,
        url: message.url,
        tag: `${reminder.birthdayId}:${reminder.type}`,
      });
      if (result === 'gone')
        await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
      else delivered += 1;
    } catch (err) {
      errors.push(err instanceof Error ? err.message : String(err));
    }
  }
  if (delivered === 0) throw new Error(errors[0] ?? 'No push subscription is active any more');
}

/** Sends one claimed delivery and records the outcome; a failure is logged, never silently dropped. */
async function send(deps: Deps, reminder: DueReminder, channel: Channel, logId: string) {
  const message = reminderMessage(reminder, deps.config.publicUrl);
  const now = () => deps.clock.now();
  try {
    if (channel === 'sms') await deps.sms.send({ to: reminder.phone, body: message.sms });
    else await sendPush(deps, reminder, message);
    await deps.db
      .update(notificationLog)
      .set({ status: 'sent', sentAt: now(), error: null })
      .where(eq(notificationLog.id, logId));
    await deps.db.update(birthdays).set({ lastNotified: now() }).where(eq(birthdays.id, reminder.birthdayId));
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await deps.db
      .update(notificationLog)
      .set({ status: 'failed', error })
      .where(eq(notificationLog.id, logId));
    await deps.db.insert(notificationErrors).values({
      id: newId(),
      userId: reminder.userId,
      birthdayId: reminder.birthdayId,
      type: channel,
      error,
      createdAt: now(),
    });
    const entry = JSON.stringify([{ timestamp: now().getTime(), error, type: channel }]);
    await deps.db
      .update(birthdays)
      .set({ notificationErrors: sql`${birthdays.notificationErrors} || ${entry}::jsonb` })
      .where(eq(birthdays.id, reminder.birthdayId));
  }
}

/** Claims and sends each channel of a due reminder; returns how many deliveries this caller made. */
export async function deliverReminder(deps: Deps, reminder: DueReminder, now: Date): Promise<number> {
  let made = 0;
  for (const channel of (['sms', 'push'] as const).filter((c) => reminder[c])) {
    const logId = await claimDelivery(deps, reminder, channel, now);
    if (!logId) continue;
    await send(deps, reminder, channel, logId);
    made += 1;
  }
  return made;
}
