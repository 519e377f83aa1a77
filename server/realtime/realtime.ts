import type { Topic } from '@shared/realtime';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { birthdays, users } from '../db/schema';

export type ChangeEvent = { userId: string; topic: Topic };
type Listener = (event: ChangeEvent) => void;
/** A user id, or the placeholder for one in a prepared statement. */
type UserId = string | Placeholder;
/** The database, or a transaction on it. */
export type Executor = Pick<Database['db'], 'execute'>;

const CHANNEL = 'cakeday_events';

/**
 * Tells a user's open tabs that their data changed. Every change goes through PostgreSQL
 * NOTIFY, so tabs connected to any instance on the same database hear it.
 */
export async function createRealtime(database: Database) {
  const byUser = new Map<string, Set<Listener>>();
  const everyUser = new Set<Listener>();
  await database.listen(CHANNEL, (payload) => {
    let event: ChangeEvent;
    try {
      event = JSON.parse(payload) as ChangeEvent;
    } catch {
      return;
    }
    for (const listener of everyUser) listener(event);
    for (const listener of byUser.get(event.userId) ?? []) listener(event);
  });
  const { birthdaysVersion: version, birthdaysListCached: cached } = users;
  /** Moves the list version of the users `which` picks when some instance may have cached their list. */
  const bumpVersion = (which: SQL) =>
    sql`update ${users} set ${sql.identifier(version.name)} = ${version} + 1,
      ${sql.identifier(cached.name)} = false where ${users.id} ${which} and ${cached}`;
  // The payload is built by the database, so a prepared statement can take the user as a parameter.
  const notice = ({ userId, topic }: { userId: UserId | SQL; topic: Topic }) =>
    sql<string>`pg_notify(${CHANNEL}, json_build_object('userId', ${userId}::text, 'topic', ${topic}::text)::text)`;
  return {
    /**
     * Announces a change, in the caller's transaction when given one: PostgreSQL sends the notice at
     * commit, and a 'birthdays' change moves the user's list version in the same transaction, so from
     * the commit on no instance serves the old list, even before the notice itself reaches it.
     */
    async publish(event: ChangeEvent, executor: Executor = database.db) {
      await executor.execute(
        event.topic === 'birthdays'
          ? sql`with bumped as (${bumpVersion(sql`= ${event.userId}`)}) select ${notice(event)}`
          : sql`select ${notice(event)}`,
      );
    },
    /**
     * The same for a single statement that writes a user's birthdays: `bumped` goes in its WITH and
     * `notice` in its RETURNING, so the write, the version and the notice are one statement.
     */
    birthdaysChange(userId: UserId) {
      return {
        bumped: database.db.$with('bumped', {}).as(bumpVersion(sql`= ${userId}`)),
        notice: notice({ userId, topic: 'birthdays' }),
      };
    },
    /**
     * The same for one statement that writes the birthdays of several users: `userIds` selects
     * their ids, `with` joins its WITH, and `notice` goes in its RETURNING (one notice per user, as
     * PostgreSQL sends identical notices of a transaction once).
     */
    birthdaysChangeOfMany(userIds: SQL) {
      return {
        with: sql`bumped as (${bumpVersion(sql`in (${userIds})`)})`,
        notice: notice({ userId: sql`${sql.identifier(birthdays.userId.name)}`, topic: 'birthdays' }),
      };
    },
    /** Every change of every user, as it reaches this instance. */
    onAnyChange(listener: Listener) {
      everyUser.add(listener);
    },
    subscribe(userId: string, listener: Listener): () => void {
      const set = byUser.get(userId) ?? new Set();
      set.add(listener);
      byUser.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byUser.delete(userId);
      };
    },
  };
}
export type Realtime = Awaited<ReturnType<typeof createRealtime>>;
