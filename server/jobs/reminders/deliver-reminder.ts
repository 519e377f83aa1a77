import { birthdayStore } from '@server/db/birthday-store';
import type { Db } from '@server/db/client';
import { notificationErrors, notificationLog } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { newId } from '@server/lib/ids';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { and, eq, lte, sql } from 'drizzle-orm';
import { type Claim, deliveryRow, type ReminderChannel, reminderChannels } from './channels';
import type { DueReminder } from './due-reminder';
import { type Notification, reminderNotification } from './notification';
import { transport } from './transport';

// Longer than three SMS attempts with their timeouts: a live claim is never taken over.
export const LEASE_MS = 5 * 60_000;

/**
 * Claims one delivery: a new row, or a pending row whose lease ran out (its claimant crashed).
 * Exactly one caller gets the row back, however many instances try at once.
 */
export async function claimDelivery(
  { db }: Pick<Deps, 'db'>,
  reminder: DueReminder,
  channel: ReminderChannelId,
  now: Date,
): Promise<Claim | null> {
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const [claimed] = await db
    .insert(notificationLog)
    .values({
      id: newId(),
      userId: reminder.userId,
      birthdayId: reminder.birthdayId,
      leadDays: reminder.leadDays,
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
        notificationLog.leadDays,
        notificationLog.occurrence,
        notificationLog.channel,
      ],
      set: { attempts: sql`${notificationLog.attempts} + 1`, claimedAt: now, leaseUntil },
      setWhere: and(eq(notificationLog.status, 'pending'), lte(notificationLog.leaseUntil, now)),
    })
    .returning({ id: notificationLog.id, attempts: notificationLog.attempts });
  return claimed ? { ...claimed, dueAt: reminder.dueAt, log: 'reminder' } : null;
}

/** Sends one claimed delivery and records the outcome; a failure is logged, never silently dropped. */
async function send(
  deps: Deps,
  reminder: DueReminder,
  channel: ReminderChannel,
  claim: Claim,
  notification: Notification,
) {
  const outcome = await transport(deps, channel, reminder, claim, notification, reminder.timeZone);
  if (!outcome.sent) {
    if (outcome.retryAt) return scheduleRetry(deps, reminder, claim.id, outcome.retryAt, outcome.error);
    return recordFailure(deps, reminder, channel.id, claim.id, outcome.error);
  }
  const now = deps.clock.now();
  // The log row and the birthday's "last notified" change together: written one after the other,
  // a crash between them left a delivery logged as sent whose birthday never showed it.
  await deps.db.transaction(async (tx) => {
    await tx
      .update(notificationLog)
      .set({ status: 'sent', sentAt: now, error: null })
      .where(deliveryRow(reminder.userId, claim.id));
    await announce(deps, reminder, tx);
    await birthdayStore.markNotified(tx, birthdayOf(reminder), now);
  });
}

/**
 * A temporary failure waits for its retry on the claim itself: still pending, its lease until the
 * retry's time, so no instance claims it before then and the due query finds it again after. Its
 * attempts go back to 0: this attempt ended, so the next claim is a fresh send, not a takeover.
 */
async function scheduleRetry(deps: Deps, reminder: DueReminder, logId: string, retryAt: Date, error: string) {
  await deps.db
    .update(notificationLog)
    .set({ leaseUntil: retryAt, attempts: 0, error })
    .where(and(deliveryRow(reminder.userId, logId), eq(notificationLog.status, 'pending')));
}

/** The failure in the log, the delivery history and the birthday's own error list, all or none. */
async function recordFailure(
  deps: Deps,
  reminder: DueReminder,
  channel: ReminderChannelId,
  logId: string,
  error: string,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(notificationLog)
      .set({ status: 'failed', error })
      .where(deliveryRow(reminder.userId, logId));
    await tx.insert(notificationErrors).values({
      id: newId(),
      userId: reminder.userId,
      birthdayId: reminder.birthdayId,
      type: channel,
      error,
      createdAt: now,
    });
    await announce(deps, reminder, tx);
    await birthdayStore.addNotificationError(tx, birthdayOf(reminder), {
      timestamp: now.getTime(),
      error,
      type: channel,
    });
  });
}

const birthdayOf = (reminder: DueReminder) => ({ userId: reminder.userId, id: reminder.birthdayId });

/** The user's open tabs refresh their history (the birthday store announces the birthday's change). */
async function announce(deps: Deps, reminder: DueReminder, tx: Db) {
  await deps.realtime.publish({ userId: reminder.userId, topic: 'notifications' }, tx);
}

/** Claims and sends each channel of a due reminder; returns how many deliveries this caller made. */
export async function deliverReminder(
  deps: Deps,
  reminder: DueReminder,
  now: Date,
  channels: readonly ReminderChannel[] = reminderChannels,
): Promise<number> {
  let made = 0;
  const notification = reminderNotification(reminder, deps.config.publicUrl);
  for (const channel of channels.filter((c) => reminder.channels.includes(c.id))) {
    const claim = await claimDelivery(deps, reminder, channel.id, now);
    if (!claim) continue;
    await send(deps, reminder, channel, claim, notification);
    made += 1;
  }
  return made;
}
