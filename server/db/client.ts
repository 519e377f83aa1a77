import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ensureCluster, memoryClusterTemplate, PGLITE_OPTIONS } from './pglite-cluster';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** LISTEN on a channel; the callback gets each NOTIFY payload. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any fixed number: instances starting together on one PostgreSQL migrate one at a time.
const MIGRATION_LOCK = 7_202_611;

/** Opens the database named by the URL (null = embedded PGlite in dataDir) and brings its schema up to date. */
export async function openDatabase(url: string | null, dataDir: string): Promise<Database> {
  if (url?.startsWith('postgres')) return openPostgres(url);
  return openPglite(url === 'memory://' ? undefined : path.join(dataDir, 'pglite'));
}

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) await ensureCluster(dir);
  const options = dir ? PGLITE_OPTIONS : { ...PGLITE_OPTIONS, loadDataDir: await memoryClusterTemplate() };
  const client = await PGlite.create(dir, options);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  writeCounters.set(db, countWrites(client));
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      await client.listen(channel, onPayload);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool replaces it, and a query in flight reports its own error.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db as never, { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
  const listeners: pg.Client[] = [];
  let closing = false;
  return {
    db,
    kind: 'postgres',
    listen: async (channel, onPayload) => {
      // LISTEN needs a connection of its own, kept open and re-opened if it drops.
      const connect = async (): Promise<void> => {
        const client = new pg.Client({ connectionString: url });
        client.on('notification', (msg) => {
          if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
        });
        client.on('error', () => {
          listeners.splice(listeners.indexOf(client), 1);
          client.end().catch(() => {});
          if (!closing) setTimeout(() => connect().catch(() => {}), 1000);
        });
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        listeners.push(client);
      };
      await connect();
    },
    close: async () => {
      closing = true;
      await Promise.all(listeners.map((c) => c.end().catch(() => {})));
      await pool.end();
    },
  };
}

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
