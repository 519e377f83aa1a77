import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { newToken } from '@server/lib/ids';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { RECORD_KEPT_CALENDARS } from './kept-calendars';
import {
  ensureCluster,
  memoryClusterTemplate,
  MIGRATIONS_FOLDER as migrationsFolder,
  PGLITE_OPTIONS,
} from './pglite-cluster';
import * as schema from './schema';
import { sqlLogger } from './sql-log';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /**
   * LISTEN on a channel for as long as the database is open: `onPayload` gets each NOTIFY payload,
   * `onResync` is called after the listener was down or deaf (notices may have been missed).
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  close(): Promise<void>;
};
type ListenHandlers = { onPayload(payload: string): void; onResync(): void };
type Listening = {
  /** Whether the listener heard its own last check notice in time (always true embedded). */
  connected(): boolean;
};

export type DatabaseOptions = {
  /** A session connection to the same database, for LISTEN and migrations (default: the URL). */
  directUrl?: string | null;
  /** Named prepared statements on the URL (a direct connection or a pooler that keeps them). */
  preparedStatements?: boolean;
  /** How often the listener checks that it still hears (PostgreSQL); tests shorten it. */
  listenCheckMs?: number;
};

// Any fixed number: instances starting together on one PostgreSQL migrate one at a time.
const MIGRATION_LOCK = 7_202_611;
// A listener that has not heard its own check notice within this long reconnects.
const LISTEN_CHECK_MS = 15_000;
const BACKOFF_MIN_MS = 250;
const BACKOFF_MAX_MS = 30_000;

/** Opens the database named by the URL (null = embedded PGlite in dataDir) and brings its schema up to date. */
export async function openDatabase(
  url: string | null,
  dataDir: string,
  options: DatabaseOptions = {},
): Promise<Database> {
  if (url?.startsWith('postgres')) return openPostgres(url, options);
  return openPglite(url === 'memory://' ? undefined : path.join(dataDir, 'pglite'));
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) await ensureCluster(dir);
  const options = dir ? PGLITE_OPTIONS : { ...PGLITE_OPTIONS, loadDataDir: await memoryClusterTemplate() };
  const client = await PGlite.create(dir, options);
  // Migrated without the SQL log: a migration's statements are the schema's, not the app's queries.
  await migratePglite(drizzlePglite({ client, schema }) as never, { migrationsFolder });
  await client.exec(RECORD_KEPT_CALENDARS);
  const db = drizzlePglite({ client, schema, logger: sqlLogger() }) as unknown as Db;
  writeCounters.set(db, countWrites(client));
  namedStatements.add(db);
  return {
    db,
    kind: 'pglite',
    // In the process itself: nothing to lose, nothing to check.
    listen: async (channel, { onPayload }) => {
      await client.listen(channel, onPayload);
      return { connected: () => true };
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const directUrl = options.directUrl ?? url;
  await migrate(directUrl);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool replaces it, and a query in flight reports its own error.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema, logger: sqlLogger() }) as unknown as Db;
  if (options.preparedStatements) namedStatements.add(db);
  const listeners: (() => Promise<void>)[] = [];
  return {
    db,
    kind: 'postgres',
    listen: async (channel, handlers) => {
      const listener = await listenDirect(
        directUrl,
        channel,
        handlers,
        (payload) => pool.query('SELECT pg_notify($1, $2)', [channel, payload]),
        options.listenCheckMs ?? LISTEN_CHECK_MS,
      );
      listeners.push(listener.stop);
      return listener;
    },
    close: async () => {
      await Promise.all(listeners.map((stop) => stop()));
      await pool.end();
    },
  };
}

/**
 * Migrations run on one client of their own, on the direct URL, that holds the session lock the
 * whole time: every other instance waits for it, on any pooler. An unlock that finds no lock
 * means the lock was lost midway, and the start fails rather than trust the schema.
 */
async function migrate(directUrl: string) {
  const client = new pg.Client({ connectionString: directUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client, schema }) as never, { migrationsFolder });
    await client.query(RECORD_KEPT_CALENDARS);
    const { rows } = await client.query<{ unlocked: boolean }>('SELECT pg_advisory_unlock($1) AS unlocked', [
      MIGRATION_LOCK,
    ]);
    if (!rows[0]?.unlocked) {
      throw new Error(
        'The migration lock was lost while migrating: is DATABASE_DIRECT_URL a transaction pooler?',
      );
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * One LISTEN connection on the direct URL. It checks that it still hears by sending itself a
 * notice through the pool (the way every change is sent) every `checkMs`: one that has not arrived
 * by the next check, or a dropped connection, means a reconnect, with backoff while it fails. After
 * each reconnect `onResync` tells the caller that notices may have been missed.
 */
async function listenDirect(
  directUrl: string,
  channel: string,
  { onPayload, onResync }: ListenHandlers,
  notify: (payload: string) => Promise<unknown>,
  checkMs: number,
) {
  const probePrefix = `{"listenCheck":"${newToken()}`;
  let client: pg.Client | null = null;
  let stopped = false;
  let heard = false;
  let everConnected = false;
  let backoff = BACKOFF_MIN_MS;
  let pending: string | null = null;
  let retry: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  let checks = 0;

  const drop = (current: pg.Client) => {
    if (client !== current) return;
    client = null;
    heard = false;
    pending = null;
    clearInterval(timer);
    current.end().catch(() => {});
    if (stopped) return;
    retry = setTimeout(() => void connect(), backoff);
    backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
  };
  const check = () => {
    if (!client) return;
    if (pending !== null) {
      // The last check notice never came back: this connection is deaf.
      drop(client);
      return;
    }
    pending = `${probePrefix}:${++checks}"}`;
    notify(pending).catch(() => {});
  };
  async function connect() {
    const current = new pg.Client({ connectionString: directUrl });
    client = current;
    current.on('notification', (msg) => {
      if (msg.channel !== channel || msg.payload === undefined || client !== current) return;
      if (msg.payload === pending) {
        pending = null;
        heard = true;
        backoff = BACKOFF_MIN_MS;
      } else if (!msg.payload.startsWith('{"listenCheck":')) {
        onPayload(msg.payload);
      }
    });
    current.on('error', () => drop(current));
    current.on('end', () => drop(current));
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      // At start a failure is the caller's to report; later the listener keeps trying.
      if (!everConnected) stopped = true;
      drop(current);
      if (!everConnected) throw err;
      return;
    }
    if (everConnected) onResync();
    everConnected = true;
    check();
    timer = setInterval(check, checkMs);
    timer.unref();
  }
  await connect();
  return {
    connected: () => heard,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

/** Databases whose statements may be named (prepared once per connection). */
const namedStatements = new WeakSet<Db>();

/**
 * The name for a prepared statement on this database, or '' (unnamed: parsed on each run) where a
 * transaction pooler may hand each run another server connection, which never saw the name.
 */
export const statementName = (db: Db, name: string) => (namedStatements.has(db) ? name : '');

const writeCounters = new WeakMap<Db, () => number>();

/**
 * How many writes the database has seen, for a database only this process can change (embedded
 * PGlite: in memory, or in a data folder this process holds the lock of); undefined otherwise.
 * A reader that saw the same count before and after its read may keep what it read until the
 * count moves.
 */
export const exclusiveWriteCount = (db: Db) => writeCounters.get(db);

/**
 * Counts every statement that is not a plain SELECT, and every transaction, once when called and
 * once when done. PGlite runs statements one at a time in call order, so a read that started
 * before a write and ended after it sees the count move.
 */
function countWrites(client: PGlite) {
  let writes = 0;
  const counted = <F extends (...args: never[]) => Promise<unknown>>(
    run: F,
    isWrite: (...args: Parameters<F>) => boolean,
  ) =>
    (async (...args: Parameters<F>) => {
      if (!isWrite(...args)) return run(...args);
      writes += 1;
      try {
        return await run(...args);
      } finally {
        writes += 1;
      }
    }) as F;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = counted(query, (text) => !/^\s*select\b/i.test(text));
  client.exec = counted(exec, () => true);
  client.transaction = counted(transaction, () => true);
  return () => writes;
}

/** The rows of `db.execute` (its result's type differs between the two drivers). */
export async function rowsOf<Row>(result: Promise<unknown>): Promise<Row[]> {
  return ((await result) as { rows: Row[] }).rows;
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
