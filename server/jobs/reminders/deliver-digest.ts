import { digestLog } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { newId } from '@server/lib/ids';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { and, eq, lte, sql } from 'drizzle-orm';
import { type Claim, digestRow, type ReminderChannel, reminderChannels } from './channels';
import { LEASE_MS } from './deliver-reminder';
import { digestMessage } from './digest-message';
import type { DueDigest } from './due-digest';
import type { Notification } from './notification';
import { transport } from './transport';

/** A digest's notification: its words, and its period and birthdays for the webhook. */
function digestNotification(digest: DueDigest, publicUrl: string): Notification {
  return {
    ...digestMessage(digest, digest.language, publicUrl),
    language: digest.language,
    urgency: 'normal',
    tag: `digest:${digest.kind}:${digest.periodStart}`,
    about: {
      type: 'birthday.digest',
      period: digest.kind === 'weekly' ? 'week' : 'month',
      from: digest.periodStart,
      to: digest.periodEnd,
      birthdays: digest.entries,
    },
  };
}

/**
 * Claims one digest delivery, keyed (user, kind, period start, channel): a new row, or a pending row
 * whose lease ran out. Exactly one caller gets it, however many instances try at once.
 */
export async function claimDigest(
  { db }: Pick<Deps, 'db'>,
  digest: Pick<DueDigest, 'userId' | 'periodStart' | 'dueAt'> & { kind: typeof digestLog.$inferInsert.kind },
  channel: ReminderChannelId,
  now: Date,
): Promise<Claim | null> {
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const [claimed] = await db
    .insert(digestLog)
    .values({
      id: newId(),
      userId: digest.userId,
      kind: digest.kind,
      periodStart: digest.periodStart,
      channel,
      status: 'pending',
      dueAt: digest.dueAt,
      claimedAt: now,
      leaseUntil,
    })
    .onConflictDoUpdate({
      target: [digestLog.userId, digestLog.kind, digestLog.periodStart, digestLog.channel],
      set: { attempts: sql`${digestLog.attempts} + 1`, claimedAt: now, leaseUntil },
      setWhere: and(eq(digestLog.status, 'pending'), lte(digestLog.leaseUntil, now)),
    })
    .returning({ id: digestLog.id, attempts: digestLog.attempts });
  return claimed ? { ...claimed, dueAt: digest.dueAt, log: 'digest' } : null;
}

/**
 * Sends a claimed digest and records the outcome on its row: sent, failed, or (a temporary failure)
 * still pending with its lease until the retry, its attempts back to 0 as for reminders.
 */
export async function sendDigest(
  deps: Deps,
  digest: Pick<DueDigest, 'userId' | 'phone' | 'timeZone'>,
  channel: ReminderChannel,
  claim: Claim,
  notification: Notification,
) {
  const outcome = await transport(deps, channel, digest, claim, notification, digest.timeZone);
  const row = digestRow(digest.userId, claim.id);
  if (outcome.sent)
    await deps.db.update(digestLog).set({ status: 'sent', sentAt: deps.clock.now(), error: null }).where(row);
  else if (outcome.retryAt)
    await deps.db
      .update(digestLog)
      .set({ leaseUntil: outcome.retryAt, attempts: 0, error: outcome.error })
      .where(and(row, eq(digestLog.status, 'pending')));
  else await deps.db.update(digestLog).set({ status: 'failed', error: outcome.error }).where(row);
}

/** Claims and sends each channel of a due digest; returns how many deliveries this caller made. */
export async function deliverDigest(
  deps: Deps,
  digest: DueDigest,
  now: Date,
  channels: readonly ReminderChannel[] = reminderChannels,
): Promise<number> {
  let made = 0;
  const notification = digestNotification(digest, deps.config.publicUrl);
  for (const channel of channels.filter((c) => digest.channels.includes(c.id))) {
    const claim = await claimDigest(deps, digest, channel.id, now);
    if (!claim) continue;
    await sendDigest(deps, digest, channel, claim, notification);
    made += 1;
  }
  return made;
}
