import { birthdayStore } from '@server/db/birthday-store';
import type { Db } from '@server/db/client';
import { notificationErrors, notificationLog, pushSubscriptions } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import { newId } from '@server/lib/ids';
import { MSG } from '@shared/messages';
import { and, eq, lte, sql } from 'drizzle-orm';
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
    .returning({ id: notificationLog.id, attempts: notificationLog.attempts });
  return claimed ?? null;
}

type Claim = NonNullable<Awaited<ReturnType<typeof claimDelivery>>>;

/**
 * Sends the SMS once. A claim taken over after its lease may have been sent by the claimant that
 * crashed, so the provider is asked first; only when it cannot say is the SMS sent again (a late
 * reminder beats a missing one), and the row records it.
 */
async function sendSmsOnce(deps: Deps, reminder: DueReminder, claim: Claim, body: string) {
  const sms = { to: reminder.phone, body };
  if (claim.attempts === 1) return deps.sms.send(sms);
  const known = await deps.sms.wasSent(sms, reminder.dueAt);
  const retake =
    known === true ? 'confirmed_sent' : known === false ? 'resent_not_sent' : 'resent_unconfirmed';
  await deps.db.update(notificationLog).set({ retake }).where(eq(notificationLog.id, claim.id));
  if (known !== true) await deps.sms.send(sms);
}

async function sendPush(deps: Deps, reminder: DueReminder, message: ReturnType<typeof reminderMessage>) {
  const targets = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, reminder.userId));
  // All of a user's browsers at once (at most MAX_PUSH_SUBSCRIPTIONS): one slow service costs one timeout.
  const results = await Promise.allSettled(
    targets.map(async (target) => {
      const result = await deps.push.send(target, {
        title: message.title,
        body: message.body,
        url: message.url,
        tag: `${reminder.birthdayId}:${reminder.type}`,
      });
      if (result === 'gone')
        await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
      return result;
    }),
  );
  if (results.some((r) => r.status === 'fulfilled' && r.value === 'sent')) return;
  const failure = results.find((r) => r.status === 'rejected');
  throw failure ? failure.reason : new AppError('push_none');
}

/** What the delivery history shows: our own sentence, never a remote service's or a library's text. */
const errorText = (err: unknown) => (err instanceof AppError ? err.message : MSG.reminderNotDelivered);

/** Sends one claimed delivery and records the outcome; a failure is logged, never silently dropped. */
async function send(deps: Deps, reminder: DueReminder, channel: Channel, claim: Claim) {
  const message = reminderMessage(reminder, deps.config.publicUrl);
  try {
    if (channel === 'sms') await sendSmsOnce(deps, reminder, claim, message.sms);
    else await sendPush(deps, reminder, message);
  } catch (err) {
    return recordFailure(deps, reminder, channel, claim.id, errorText(err));
  }
  const now = deps.clock.now();
  // The log row and the birthday's "last notified" change together: written one after the other,
  // a crash between them left a delivery logged as sent whose birthday never showed it.
  await deps.db.transaction(async (tx) => {
    await tx
      .update(notificationLog)
      .set({ status: 'sent', sentAt: now, error: null })
      .where(eq(notificationLog.id, claim.id));
    await announce(deps, reminder, tx);
    await birthdayStore.markNotified(tx, birthdayOf(reminder), now);
  });
}

/** The failure in the log, the delivery history and the birthday's own error list, all or none. */
async function recordFailure(
  deps: Deps,
  reminder: DueReminder,
  channel: Channel,
  logId: string,
  error: string,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(notificationLog).set({ status: 'failed', error }).where(eq(notificationLog.id, logId));
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
export async function deliverReminder(deps: Deps, reminder: DueReminder, now: Date): Promise<number> {
  let made = 0;
  for (const channel of (['sms', 'push'] as const).filter((c) => reminder[c])) {
    const claim = await claimDelivery(deps, reminder, channel, now);
    if (!claim) continue;
    await send(deps, reminder, channel, claim);
    made += 1;
  }
  return made;
}
