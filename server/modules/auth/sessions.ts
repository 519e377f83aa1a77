import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { SESSION_TTL_MS } from '../../../shared/constants';
import { perDatabase } from '../../db/per-database';
import { sessions, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { newToken, sha256 } from '../../lib/ids';

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

// Every request looks its session up.
const lookupOf = perDatabase((db) =>
  db
    .select({ user: users, session: sessions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_lookup'),
);

/** The user behind a session token, renewing the session when it is used; null when none or expired. */
export async function authenticate({ db, clock }: Pick<Deps, 'db' | 'clock'>, token: string) {
  const now = clock.now();
  const tokenHash = sha256(token);
  const [row] = await lookupOf(db).execute({ tokenHash, now: now.toISOString() });
  if (!row) return null;
  const renewAfter = new Date(now.getTime() - RENEW_AFTER_MS);
  // One conditional UPDATE: of many requests arriving together only the first renews.
  const renewed =
    row.session.lastSeenAt < renewAfter &&
    (
      await db
        .update(sessions)
        .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
        .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, renewAfter)))
        .returning({ tokenHash: sessions.tokenHash })
    ).length > 0;
  return { user: row.user, renewed, sessionCreatedAt: row.session.createdAt };
}

export async function deleteSession({ db }: Pick<Deps, 'db'>, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
}
