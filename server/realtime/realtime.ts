import type { Topic } from '@shared/realtime';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export type ChangeEvent = { userId: string; topic: Topic };
type Listener = (event: ChangeEvent) => void;
/** The database, or a transaction on it. */
type Executor = Pick<Database['db'], 'execute'>;
/**
 * The topics services announce. 'birthdays' is not among them: the table's triggers announce every
 * write to it, with the list version's move (migration 0008_birthday_changes, on this channel).
 */
type PublishedTopic = Exclude<Topic, 'birthdays'>;

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
    /** Announces a change, in the caller's transaction when given one: PostgreSQL sends the notice at commit. */
    async publish(
      { userId, topic }: { userId: string; topic: PublishedTopic },
      executor: Executor = database.db,
    ) {
      await executor.execute(
        sql`select pg_notify(${CHANNEL}, json_build_object('userId', ${userId}::text, 'topic', ${topic}::text)::text)`,
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
