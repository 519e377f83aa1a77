import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

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
  await database.listen(CHANNEL, (payload) => {
    let event: ChangeEvent;
    try {
      event = JSON.parse(payload) as ChangeEvent;
    } catch {
      return;
    }
    for (const listener of byUser.get(event.userId) ?? []) listener(event);
  });
  return {
    async publish(event: ChangeEvent) {
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
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
