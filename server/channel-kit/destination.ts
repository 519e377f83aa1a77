import { statementName } from '@server/db/client';
import { perDatabase } from '@server/db/per-database';
import { reminderDestinations } from '@server/db/schema';
import type { Claim, Deps, Destination, DestinationsRead, Recipient, ReminderChannel } from '@server/deps';
import type { Notification } from '@server/jobs/reminders/notification';
import { AppError, DeliveryFailure, DeliveryPaused } from '@server/lib/errors';
import type { CodeWithMessage } from '@shared/errors';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { and, eq, gt, isNotNull, type SQL, sql } from 'drizzle-orm';
import { noteRetake, switchedOn } from './channel';

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
 * How long a chunk's read stands in for the row: a send that waited longer (behind its user's slow
 * endpoints) reads the row again, so a destination removed meanwhile is not sent to. As long as one
 * request may wait for its answer: a removal cannot stop a request already in flight either.
 */
export const READ_AHEAD_MS = 10_000;

const destinationsOf = perDatabase((db) =>
  db
    .select({
      userId: reminderDestinations.userId,
      channel: reminderDestinations.channel,
      config: reminderDestinations.config,
      failures: reminderDestinations.failures,
      pausedAt: reminderDestinations.pausedAt,
    })
    .from(reminderDestinations)
    .where(
      and(
        sql`${reminderDestinations.userId} = any(${sql.placeholder('userIds')})`,
        isNotNull(reminderDestinations.confirmedAt),
      ),
    )
    .prepare(statementName(db, 'reminder_destinations_of_users')),
);

/** The confirmed destinations of these users, with one statement keyed by user (a chunk's sends read them). */
export async function readDestinations(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  userIds: readonly string[],
): Promise<Map<string, DestinationsRead>> {
  const readAt = clock.now().getTime();
  const read = new Map(userIds.map((userId) => [userId, { readAt, byChannel: new Map() }]));
  if (read.size === 0) return read;
  for (const { userId, channel, ...destination } of await destinationsOf(db).execute({
    userIds: [...read.keys()],
  }))
    read.get(userId)?.byChannel.set(channel, destination);
  return read;
}

/** The user's confirmed row for a channel, as read with the chunk when that read is recent, else read now. */
async function currentRow(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  to: Recipient,
  channel: ReminderChannelId,
): Promise<Destination | undefined> {
  const ahead = to.destinations;
  if (ahead && clock.now().getTime() - ahead.readAt <= READ_AHEAD_MS) return ahead.byChannel.get(channel);
  const [row] = await db
    .select({
      config: reminderDestinations.config,
      failures: reminderDestinations.failures,
      pausedAt: reminderDestinations.pausedAt,
    })
    .from(reminderDestinations)
    .where(and(destinationRow(to.userId, channel), isNotNull(reminderDestinations.confirmedAt)));
  return row;
}

/**
 * The user's confirmed setup for a channel. Throws, for the history, when there is none or it was
 * paused after the due query found it.
 */
async function destinationOf(
  deps: Pick<Deps, 'db' | 'clock'>,
  to: Recipient,
  channel: ReminderChannelId,
  missing: CodeWithMessage,
): Promise<Destination> {
  const row = await currentRow(deps, to, channel);
  if (!row) throw new AppError(missing);
  if (row.pausedAt) throw new DeliveryPaused();
  return row;
}

type Tracked = {
  userId: string;
  channel: ReminderChannelId;
  destination?: Destination | undefined;
  /** SMS and push keep no setup: their row is made by their first failure. */
  ownRow?: boolean;
};

/**
 * One more failure in a row on the destination, pausing it at the tenth in the same statement;
 * `destination` (the chunk's copy) follows the row. The pause is announced, so the user's open tabs
 * show it on Home at once.
 */
async function countFailure(
  { db, clock, realtime }: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  { userId, channel, destination, ownRow = false }: Tracked,
) {
  const now = clock.now();
  const failures = sql`${reminderDestinations.failures} + 1`;
  const counted = {
    failures,
    pausedAt: sql`CASE WHEN ${failures} >= ${MAX_FAILURES_IN_A_ROW} THEN coalesce(${reminderDestinations.pausedAt}, ${now.toISOString()}::timestamptz) ELSE ${reminderDestinations.pausedAt} END`,
  };
  const returned = { failures: reminderDestinations.failures, pausedAt: reminderDestinations.pausedAt };
  // A destination's row is only ever updated: one removed meanwhile must not come back half made.
  const [row] = ownRow
    ? await db
        .insert(reminderDestinations)
        .values({ userId, channel, config: {}, confirmedAt: now, failures: 1 })
        .onConflictDoUpdate({
          target: [reminderDestinations.userId, reminderDestinations.channel],
          set: counted,
        })
        .returning(returned)
    : await db
        .update(reminderDestinations)
        .set(counted)
        .where(destinationRow(userId, channel))
        .returning(returned);
  if (row && destination) Object.assign(destination, row);
  if (row?.failures === MAX_FAILURES_IN_A_ROW) await realtime.publish({ userId, topic: 'reminders' });
}

/**
 * Sends and keeps the destination's count of failures in a row: one more on a permanent failure
 * (a temporary one counts only once its retries ran out: `gaveUp`), back to 0 on success.
 */
async function trackDestination(
  deps: Pick<Deps, 'db' | 'clock' | 'realtime'>,
  tracked: Tracked & { destination: Destination },
  send: () => Promise<void>,
) {
  const { db } = deps;
  const { userId, channel, destination } = tracked;
  try {
    await send();
  } catch (err) {
    if (isPermanent(err)) await countFailure(deps, tracked);
    throw err;
  }
  // Read with the config: most sends follow a success, and then there is nothing to reset.
  if (destination.failures === 0) return;
  await db
    .update(reminderDestinations)
    .set({ failures: 0 })
    .where(and(destinationRow(userId, channel), gt(reminderDestinations.failures, 0)));
  destination.failures = 0;
}

/**
 * SMS and push, which reach the user without a saved destination, under the same pause rule: their
 * first permanent failure makes their row, which then counts and pauses as a destination's does;
 * resuming them in Reminder Settings (push: a new subscription too) removes it.
 */
export function ownPauseChannel(
  id: ReminderChannelId,
  enabled: SQL,
  deliver: (deps: Deps, to: Recipient, claim: Claim, notification: Notification) => Promise<void>,
): ReminderChannel {
  return {
    id,
    enabled,
    async send(deps, to, claim, notification) {
      let destination = await currentRow(deps, to, id);
      if (destination?.pausedAt) throw new DeliveryPaused();
      if (!destination) {
        // Shared with the chunk's later sends to this user, as a read row is.
        destination = { config: {}, failures: 0, pausedAt: null };
        to.destinations?.byChannel.set(id, destination);
      }
      await trackDestination(deps, { userId: to.userId, channel: id, destination, ownRow: true }, () =>
        deliver(deps, to, claim, notification),
      );
    },
    gaveUp: (deps, to) =>
      countFailure(deps, {
        userId: to.userId,
        channel: id,
        destination: to.destinations?.byChannel.get(id),
        ownRow: true,
      }),
  };
}

/** A claim taken over after a crash may have been delivered already: the row says it was sent again. */
async function noteResend(deps: Pick<Deps, 'db'>, to: Recipient, claim: Claim) {
  if (claim.attempts > 1) await noteRetake(deps, to.userId, claim, 'resent_unconfirmed');
}

/**
 * A channel that sends to the user's saved destination (email, Telegram, ntfy, webhook): on
 * while set up and not paused; each send takes its config (read with its chunk, or now), marks a
 * taken-over claim as resent, and counts permanent failures, and days of temporary ones, towards the pause.
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
      const destination = await destinationOf(deps, to, id, missing);
      const config = parse(destination.config);
      await noteResend(deps, to, claim);
      await trackDestination(deps, { userId: to.userId, channel: id, destination }, () =>
        deliver(deps, config, to, claim, notification),
      );
    },
    gaveUp: (deps, to) =>
      countFailure(deps, { userId: to.userId, channel: id, destination: to.destinations?.byChannel.get(id) }),
  };
}
