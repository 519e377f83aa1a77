import type { Database } from '@server/db/client';
import type { Topic } from '@shared/realtime';
import { sql } from 'drizzle-orm';

type ChangeEvent = { userId: string; topic: Topic };
/** Sent by the database when a session's row is deleted (migration 0008_session_ended): its SHA-256 token hash. */
type SessionEnded = { userId: string; sessionEnded: string };
type Listener = (event: ChangeEvent) => void;
/** The database, or a transaction on it. */
type Executor = Pick<Database['db'], 'execute'>;
/**
 * The topics services announce. 'birthdays' is not among them: the table's triggers announce every
 * write to it, with the list version's move (migration 0009_birthday_changes, on this channel).
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
  const bySession = new Map<string, Set<() => void>>();
  const onResync = new Set<() => void>();
  const onPayload = (payload: string) => {
    let event: ChangeEvent | SessionEnded;
    try {
      event = JSON.parse(payload) as ChangeEvent | SessionEnded;
    } catch {
      return;
    }
    if ('sessionEnded' in event) {
      for (const listener of bySession.get(event.sessionEnded) ?? []) listener();
      return;
    }
    for (const listener of everyUser) listener(event);
    for (const listener of byUser.get(event.userId) ?? []) listener(event);
  };
  const listening = await database.listen(CHANNEL, {
    onPayload,
    onResync: () => {
      for (const listener of onResync) listener();
    },
  });
  return {
    /** Whether changes made on other instances reach this one right now. */
    connected: () => listening.connected(),
    /**
     * Calls `listener` after live sync was down or deaf and is back: notices sent meanwhile are
     * lost, so whatever was told of changes must look again. Returns the function that removes it.
     */
    onResync(listener: () => void) {
      onResync.add(listener);
      return () => void onResync.delete(listener);
    },
    /** Announces a change, in the caller's transaction when given one: PostgreSQL sends the notice at commit. */
    async publish(
      { userId, topic }: { userId: string; topic: PublishedTopic },
      executor: Executor = database.db,
    ) {
      await executor.execute(
        sql`select pg_notify(${CHANNEL}, json_build_object('userId', ${userId}::text, 'topic', ${topic}::text)::text)`,
      );
    },
    /** Announces several users' changes with one statement (in the caller's transaction when given one). */
    async publishMany(
      events: readonly { userId: string; topic: PublishedTopic }[],
      executor: Executor = database.db,
    ) {
      await executor.execute(
        sql`select pg_notify(${CHANNEL}, json_build_object('userId', e.user_id, 'topic', e.topic)::text)
            from jsonb_to_recordset(${JSON.stringify(events.map((e) => ({ user_id: e.userId, topic: e.topic })))}::jsonb) as e(user_id text, topic text)`,
      );
    },
    /** Every change of every user, as it reaches this instance. */
    onAnyChange(listener: Listener) {
      everyUser.add(listener);
    },
    subscribe: (userId: string, listener: Listener) => addTo(byUser, userId, listener),
    /** Calls `listener` once the session of this token hash ends, on whichever instance it ends. */
    onSessionEnd: (tokenHash: string, listener: () => void) => addTo(bySession, tokenHash, listener),
  };
}
export type Realtime = Awaited<ReturnType<typeof createRealtime>>;

/** Adds a listener under a key; the returned function removes it (and the key with its last one). */
function addTo<T>(map: Map<string, Set<T>>, key: string, listener: T): () => void {
  const set = map.get(key) ?? new Set();
  set.add(listener);
  map.set(key, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) map.delete(key);
  };
}
