import { batched } from '@server/db/batched';
import { type Db, exclusiveWriteCount, statementName } from '@server/db/client';
import { perDatabase } from '@server/db/per-database';
import { sessions, users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import { newToken, sha256 } from '@server/lib/ids';
import { SESSION_TTL_MS } from '@shared/constants';
import { and, eq, lt, sql } from 'drizzle-orm';

// Renewing on every request would write on every read; once an hour is enough for a 30-day session.
const RENEW_AFTER_MS = 60 * 60_000;

export type SessionUser = typeof users.$inferSelect;

/** A new session; only the SHA-256 of its token is stored. */
export async function createSession({ db, clock }: Pick<Deps, 'db' | 'clock'>, userId: string) {
  const token = newToken();
  const now = clock.now();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

type Found = { user: SessionUser; session: typeof sessions.$inferSelect };
const MAX_REMEMBERED = 10_000;

/** Requests may share what a lookup found (several of one tab at once), so none may change it. */
const frozen = (row: Found): Readonly<Found> =>
  Object.freeze({ user: Object.freeze(row.user), session: Object.freeze(row.session) });

// PostgreSQL keeps one plan for a prepared statement only once the plan made for the values given
// costs no less than the general one, costed for an array of 10. For the 1 or 2 hashes of a turn the
// plan made for them always looked cheaper, so the lookup was planned again on every execution,
// about half of what it cost the server. Filled up to 10 with '' (no token hashes to that), the two
// cost the same and the lookup is planned once per connection.
const PLANNED_FOR = 10;
const filledUp = (tokenHashes: string[]) =>
  tokenHashes.length >= PLANNED_FOR
    ? tokenHashes
    : [...tokenHashes, ...Array<string>(PLANNED_FOR - tokenHashes.length).fill('')];

// Every signed-in request looks its session up: those of one turn of the event loop in one query
// (expiry is checked per request, at its own time).
const lookupOf = perDatabase((db) => {
  const query = db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')})`)
    .prepare(statementName(db, 'session_lookup'));
  return batched(async (tokenHashes: string[]) => {
    const found = new Map(
      (await query.execute({ tokenHashes: filledUp(tokenHashes) })).map((row) => [
        row.session.tokenHash,
        frozen(row),
      ]),
    );
    return tokenHashes.map((tokenHash) => found.get(tokenHash));
  });
});

/**
 * On a database only this process writes (embedded PGlite), a lookup is remembered until the next
 * write of any kind: PGlite spends far longer on a query than PostgreSQL, and reads far outnumber
 * writes. Elsewhere another instance may change a session at any moment, so every request asks.
 */
const rememberedOf = perDatabase((db) => {
  const writeCount = exclusiveWriteCount(db);
  if (!writeCount) return null;
  const found = new Map<string, Readonly<Found>>();
  let asOf = writeCount();
  const current = () => {
    if (asOf !== writeCount() || found.size >= MAX_REMEMBERED) {
      found.clear();
      asOf = writeCount();
    }
    return found;
  };
  return {
    get: (tokenHash: string) => current().get(tokenHash),
    /** Keeps what a lookup read while nothing was written during it. */
    set(tokenHash: string, row: Readonly<Found>, writesBefore: number) {
      if (writesBefore !== writeCount()) return;
      current().set(tokenHash, row);
    },
    writeCount,
  };
});

async function lookUp(db: Db, tokenHash: string, now: Date): Promise<Readonly<Found> | undefined> {
  const remembered = rememberedOf(db);
  const hit = remembered?.get(tokenHash);
  if (hit && hit.session.expiresAt > now) return hit;
  const writesBefore = remembered?.writeCount();
  const row = await lookupOf(db)(tokenHash);
  if (!row || row.session.expiresAt <= now) return undefined;
  remembered?.set(tokenHash, row, writesBefore!);
  return row;
}

/** The user behind a session token, renewing the session when it is used; null when none or expired. */
export async function authenticate({ db, clock }: Pick<Deps, 'db' | 'clock'>, token: string) {
  const now = clock.now();
  const tokenHash = sha256(token);
  const row = await lookUp(db, tokenHash, now);
  if (!row) return null;
  const renewAfter = new Date(now.getTime() - RENEW_AFTER_MS);
  const renewedUntil = new Date(now.getTime() + SESSION_TTL_MS);
  // One conditional UPDATE: of many requests arriving together only the first renews.
  const renewed =
    row.session.lastSeenAt < renewAfter &&
    (
      await db
        .update(sessions)
        .set({ lastSeenAt: now, expiresAt: renewedUntil })
        .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, renewAfter)))
        .returning({ tokenHash: sessions.tokenHash })
    ).length > 0;
  return {
    user: row.user,
    renewed,
    session: {
      tokenHash,
      createdAt: row.session.createdAt,
      expiresAt: renewed ? renewedUntil : row.session.expiresAt,
    },
  };
}

/** When a session expires unless it is used again (its use elsewhere renews it); null once it is gone. */
export async function sessionExpiry({ db }: Pick<Deps, 'db'>, tokenHash: string): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash));
  return row?.expiresAt ?? null;
}

export async function deleteSession({ db }: Pick<Deps, 'db'>, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}
