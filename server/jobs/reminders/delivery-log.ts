import { birthdayStore } from '@server/db/birthday-store';
import { type Db, rowsOf } from '@server/db/client';
import type { FailureKind } from '@server/db/schema';
import type { Claim, Deps } from '@server/deps';
import { newId } from '@server/lib/ids';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { type SQL, sql } from 'drizzle-orm';

// Longer than three SMS attempts with their timeouts: a live claim is never taken over.
export const LEASE_MS = 5 * 60_000;

/**
 * The two claim tables (notification_log for reminders, digest_log for digests): the same claim
 * columns, each keyed by its own columns plus the channel (its unique index).
 */
const LOGS = {
  reminder: {
    table: sql.raw('notification_log'),
    key: [
      ['birthday_id', 'text'],
      ['lead_days', 'smallint'],
      ['occurrence', 'date'],
    ],
  },
  digest: {
    table: sql.raw('digest_log'),
    key: [
      ['user_id', 'text'],
      ['kind', 'text'],
      ['period_start', 'date'],
    ],
  },
} as const satisfies Record<Claim['log'], { table: SQL; key: readonly (readonly [string, string])[] }>;

/** One delivery to claim: its log, its user, its key there (without the channel, in the columns' order). */
export type ClaimRequest = {
  log: Claim['log'];
  userId: string;
  key: readonly (string | number)[];
  channel: ReminderChannelId;
  dueAt: Date;
};

/** The text a delivery's key reads as: the same for a request and for its row in the log. */
export const claimKey = ({ log, key, channel }: Pick<ClaimRequest, 'log' | 'key' | 'channel'>) =>
  `${log}:${key.join(':')}:${channel}`;

/**
 * Claims deliveries of one log with one statement: each a new row, or a pending row whose lease ran
 * out (its claimant crashed). Exactly one caller gets each row back, however many instances try at
 * once. Returns the claims won, by `claimKey`; the others are handled or held by someone else.
 */
export async function claimMany(
  db: Db,
  log: Claim['log'],
  requests: readonly ClaimRequest[],
  now: Date,
): Promise<Map<string, Claim>> {
  const claims = new Map<string, Claim>();
  if (requests.length === 0) return claims;
  const { table, key } = LOGS[log];
  const keyNames = key.map(([name]) => name);
  // digest_log's key starts with user_id: the record names each column once.
  const columns = [
    ['id', 'text'],
    ...(keyNames.includes('user_id') ? [] : [['user_id', 'text']]),
    ...key,
    ['channel', 'text'],
    ['due_at', 'timestamptz'],
  ];
  const names = sql.raw(columns.map(([name]) => name).join(', '));
  const recordType = sql.raw(columns.map(([name, type]) => `${name} ${type}`).join(', '));
  const rows = requests.map((r) => ({
    id: newId(),
    user_id: r.userId,
    ...Object.fromEntries(keyNames.map((name, i) => [name, r.key[i]])),
    channel: r.channel,
    due_at: r.dueAt.toISOString(),
  }));
  const byKey = new Map(requests.map((r) => [claimKey(r), r]));
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const returned = await rowsOf<{ id: string; attempts: number; key: string }>(
    db.execute(sql`
      INSERT INTO ${table} AS n (${names}, status, claimed_at, lease_until)
      SELECT ${names}, 'pending', ${now.toISOString()}::timestamptz, ${leaseUntil.toISOString()}::timestamptz
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${recordType})
      ON CONFLICT (${sql.raw(keyNames.join(', '))}, channel) DO UPDATE
        SET attempts = n.attempts + 1, claimed_at = excluded.claimed_at, lease_until = excluded.lease_until
        WHERE n.status = 'pending' AND n.lease_until <= ${now.toISOString()}::timestamptz
      RETURNING n.id, n.attempts,
        concat_ws(':', ${log}::text, ${sql.raw(keyNames.map((name) => `n.${name}::text`).join(', '))}, n.channel) AS key`),
  );
  for (const row of returned) {
    const request = byKey.get(row.key);
    if (request)
      claims.set(row.key, { id: row.id, attempts: Number(row.attempts), dueAt: request.dueAt, log });
  }
  return claims;
}

/** A claimed delivery's row, named by its user too: the statement stays on one shard (docs/scaling.md). */
const row = ({ log, userId, claimId }: ClaimRef) =>
  sql`${LOGS[log].table}.user_id = ${userId} AND ${LOGS[log].table}.id = ${claimId}`;

/** A claimed delivery's log row. */
export type ClaimRef = { log: Claim['log']; userId: string; claimId: string };

/**
 * A delivery waits on its claim until `until`: still pending, so no instance claims it before then
 * and the due query finds it again after. After a temporary failure (`retry`, its error) its
 * attempts go back to 0: this attempt ended, so the next claim is a fresh send, not a takeover.
 * A claim released `unsent` gives back its own attempt only: a takeover's next claim is one still.
 */
export async function holdClaim(db: Db, ref: ClaimRef, until: Date, outcome: { retry: string } | 'unsent') {
  const { table } = LOGS[ref.log];
  const set =
    outcome === 'unsent' ? sql`attempts = attempts - 1` : sql`attempts = 0, error = ${outcome.retry}`;
  await db.execute(sql`
    UPDATE ${table} SET lease_until = ${until.toISOString()}::timestamptz, ${set}
    WHERE ${row(ref)} AND status = 'pending'`);
}

/** Why a delivery failed for good: its own sentence, and whether it was tried at all (`FailureKind`). */
export type Failed = { error: string; failure: FailureKind };

/** A delivery failed for good: its row says why. */
export async function markFailed(db: Db, ref: ClaimRef, { error, failure }: Failed) {
  await db.execute(
    sql`UPDATE ${LOGS[ref.log].table} SET status = 'failed', error = ${error}, failure = ${failure} WHERE ${row(ref)}`,
  );
}

/** A sent delivery, to be recorded: its log row, and for a reminder its birthday. */
export type Sent = ClaimRef & { birthdayId: string | null };

/**
 * Records sent deliveries in one transaction: their rows sent, their birthdays' "last notified"
 * with them (a crash between the two would show a delivery its birthday never showed), and one
 * notice to each user whose history changed.
 */
export async function recordSent(deps: Pick<Deps, 'db' | 'realtime'>, sent: readonly Sent[], now: Date) {
  const at = now.toISOString();
  await deps.db.transaction(async (tx) => {
    for (const log of ['reminder', 'digest'] as const) {
      const rows = sent.filter((s) => s.log === log).map((s) => ({ user_id: s.userId, id: s.claimId }));
      if (rows.length === 0) continue;
      const { table } = LOGS[log];
      await tx.execute(sql`
        UPDATE ${table} SET status = 'sent', sent_at = ${at}::timestamptz, error = NULL
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS s(user_id text, id text)
        WHERE ${table}.user_id = s.user_id AND ${table}.id = s.id`);
    }
    const birthdays = sent.flatMap((s) => (s.birthdayId ? [{ userId: s.userId, id: s.birthdayId }] : []));
    if (birthdays.length === 0) return;
    await birthdayStore.markNotifiedMany(tx, birthdays, now);
    await deps.realtime.publishMany(
      [...new Set(birthdays.map((b) => b.userId))].map((userId) => ({ userId, topic: 'notifications' })),
      tx,
    );
  });
}
