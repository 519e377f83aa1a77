import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

export type Topic = 'birthdays' | 'account' | 'reminders' | 'notifications' | 'shares' | 'message-settings';
export type ChangeEvent = { userId: string; topic: Topic };
type Listener = (event: ChangeEvent) => void;

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
  return {
    /**
     * Announces a change. A 'birthdays' change also moves the user's list version, in the same
     * statement, when some instance may have cached the list: from the moment this returns no
     * instance serves the old list, even before the notice itself reaches it.
     */
    async publish(event: ChangeEvent) {
      const notify = sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`;
      const { birthdaysVersion: version, birthdaysListCached: cached } = users;
      await database.db.execute(
        event.topic === 'birthdays'
          ? sql`with bumped as (update ${users} set ${sql.identifier(version.name)} = ${version} + 1,
              ${sql.identifier(cached.name)} = false where ${users.id} = ${event.userId} and ${cached}) ${notify}`
          : notify,
      );
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
