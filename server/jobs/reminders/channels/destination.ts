import { reminderDestinations } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { AppError, DeliveryFailure, DeliveryPaused } from '@server/lib/errors';
import type { CodeWithMessage } from '@shared/errors';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Notification } from '../notification';
import { type Claim, noteRetake, type Recipient, type ReminderChannel, switchedOn } from './channel';

/** Permanent failures in a row after which a destination is paused until its owner saves it again. */
const MAX_FAILURES_IN_A_ROW = 10;

/** A failure that another try would not mend: it counts towards pausing the destination. */
const isPermanent = (err: unknown) => err instanceof DeliveryFailure && err.permanent;

/**
 * The channel is on and its destination is set up (the due query's `enabled`). A paused one still
 * counts: its send fails at once with `deliveryPaused`, so the history shows each reminder it missed.
 */
const destinationSetUp = (channel: ReminderChannelId) =>
  sql`${switchedOn(channel)} AND EXISTS (SELECT 1 FROM reminder_destinations d WHERE d.user_id = u.id AND d.channel = ${channel}::text AND d.confirmed_at IS NOT NULL)`;

const destinationRow = (userId: string, channel: ReminderChannelId) =>
  and(eq(reminderDestinations.userId, userId), eq(reminderDestinations.channel, channel));

/**
 * The user's confirmed setup for a channel (its `config`) and its permanent failures in a row.
 * Throws, for the history, when there is none or it was paused after the due query found it.
 */
async function destinationConfig(
  { db }: Pick<Deps, 'db'>,
  userId: string,
  channel: ReminderChannelId,
  missing: CodeWithMessage,
): Promise<{ config: unknown; failures: number }> {
  const [row] = await db
    .select({
      config: reminderDestinations.config,
      failures: reminderDestinations.failures,
      pausedAt: reminderDestinations.pausedAt,
    })
    .from(reminderDestinations)
    .where(and(destinationRow(userId, channel), isNotNull(reminderDestinations.confirmedAt)));
  if (!row) throw new AppError(missing);
  if (row.pausedAt) throw new DeliveryPaused();
  return row;
}

/**
 * Sends and keeps the destination's count of permanent failures in a row: one more on a permanent
 * failure (pausing it at the tenth, in the same statement), back to 0 on success.
 */
async function trackDestination(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  { userId, channel, failures }: { userId: string; channel: ReminderChannelId; failures: number },
  send: () => Promise<void>,
) {
  try {
    await send();
  } catch (err) {
    if (isPermanent(err)) {
      const failures = sql`${reminderDestinations.failures} + 1`;
      await db
        .update(reminderDestinations)
        .set({
          failures,
          pausedAt: sql`CASE WHEN ${failures} >= ${MAX_FAILURES_IN_A_ROW} THEN coalesce(${reminderDestinations.pausedAt}, ${clock.now().toISOString()}::timestamptz) ELSE ${reminderDestinations.pausedAt} END`,
        })
        .where(destinationRow(userId, channel));
    }
    throw err;
  }
  // Read with the config: most sends follow a success, and then there is nothing to reset.
  if (failures === 0) return;
  await db
    .update(reminderDestinations)
    .set({ failures: 0 })
    .where(and(destinationRow(userId, channel), gt(reminderDestinations.failures, 0)));
}

/** A claim taken over after a crash may have been delivered already: the row says it was sent again. */
async function noteResend(deps: Pick<Deps, 'db'>, to: Recipient, claim: Claim) {
  if (claim.attempts > 1) await noteRetake(deps, to.userId, claim, 'resent_unconfirmed');
}

/**
 * A channel that sends to the user's saved destination (email, Telegram, ntfy, webhook): on
 * while set up and not paused; each send reads its config, marks a taken-over claim as resent, and
 * counts permanent failures towards the pause.
 */
export function destinationChannel<Config>(
  id: ReminderChannelId,
  parse: (config: unknown) => Config,
  /** What the history says when the destination was removed or paused between the due query and the send. */
  missing: 'hook_missing' | 'email_not_set_up' | 'telegram_not_connected',
  deliver: (
    deps: Deps,
    config: Config,
    to: Recipient,
    claim: Claim,
    notification: Notification,
  ) => Promise<void>,
): ReminderChannel {
  return {
    id,
    enabled: destinationSetUp(id),
    async send(deps, to, claim, notification) {
      const destination = await destinationConfig(deps, to.userId, id, missing);
      const config = parse(destination.config);
      await noteResend(deps, to, claim);
      await trackDestination(deps, { userId: to.userId, channel: id, failures: destination.failures }, () =>
        deliver(deps, config, to, claim, notification),
      );
    },
  };
}
