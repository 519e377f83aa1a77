// Finding one minute's due reminders among 1,000,000 birthdays of 100,000 users on PostgreSQL,
// directly and through PgBouncer in transaction mode (server/test/pgbouncer.ts, on loopback) as a
// deployment behind a pooler runs it (docs/scaling.md); each figure the median of 7 runs.
// Needs a PostgreSQL server: BENCH_DATABASE_URL or TEST_DATABASE_URL (a role that may CREATE DATABASE),
// and Debian's pgbouncer for the pooled figure (skipped, and said so, without it).

import { existsSync } from 'node:fs';
import { type Db, openDatabase } from '@server/db/client';
import { findDueReminders } from '@server/jobs/reminders/find-due-reminders';
import { PGBOUNCER_PATH, startPgBouncer } from '@server/test/pgbouncer';
import { benchAdminUrl, createScratchDatabase } from '@server/test/scratch-database';
import { WORLD_ZONES } from '@server/test/time-zones';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { recordResult } from './results';

const admin = benchAdminUrl;
if (!admin) {
  process.stdout.write(
    'reminders bench: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server\n',
  );
  process.exit(0);
}
// BENCH_BIRTHDAYS scales the seed down for a quick try (ten birthdays a user).
const BIRTHDAYS = Number(process.env.BENCH_BIRTHDAYS ?? 1_000_000);
const USERS = BIRTHDAYS / 10;
const ZONES = WORLD_ZONES;

const benchDatabase = await createScratchDatabase(admin, 'cakeday_bench_reminders');
const database = await openDatabase(benchDatabase.url, '');
const { db } = database;

const t0 = performance.now();
const zones = sql.raw(`ARRAY[${ZONES.map((z) => `'${z}'`).join(',')}]`);
await db.execute(sql`
  INSERT INTO users (id, phone, time_zone, reminder_settings)
  SELECT 'U' || g, '+1' || (2000000000 + g), (${zones})[1 + g % ${ZONES.length}],
         jsonb_build_object('enabled', true, 'types', '{"week":true,"day":true,"today":true}'::jsonb,
                            'channels', '{"sms":true,"push":false}'::jsonb, 'sendHour', 6 + g % 6)
  FROM generate_series(1, ${USERS}) g`);
await db.execute(sql`
  INSERT INTO birthdays (id, user_id, name, month, day, category, reminders)
  SELECT 'B' || g, 'U' || (1 + g % ${USERS}), 'Person ' || g,
         extract(month FROM d)::smallint, extract(day FROM d)::smallint, 'friends',
         '[{"type":"week","enabled":true},{"type":"day","enabled":true},{"type":"birthday","enabled":true}]'::jsonb
  FROM generate_series(1, ${BIRTHDAYS}) g, LATERAL (SELECT date '2000-01-01' + (g::bigint * 7919 % 366)::int AS d) x`);
// As autovacuum leaves a live database: statistics current, visibility map set.
await db.execute(sql`VACUUM ANALYZE birthdays`);
await db.execute(sql`VACUUM ANALYZE users`);
const seedMs = Math.round(performance.now() - t0);

const instant = new Date('2026-11-22T14:00:00Z');
/** The median of 7 due scans on `on`, every run in ms, and how many were due. */
async function timeDueScan(on: Db) {
  const timings: number[] = [];
  let found = 0;
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    found = (await findDueReminders(on, instant)).length;
    timings.push(performance.now() - start);
  }
  timings.sort((a, b) => a - b);
  return {
    medianMs: Math.round(timings[3]! * 10) / 10,
    allMs: timings.map((t) => Math.round(t)),
    due: found,
  };
}
const { medianMs, allMs, due } = await timeDueScan(db);

// The same scan with DATABASE_URL on the pooler and DATABASE_DIRECT_URL on the database.
let throughPgBouncer: Awaited<ReturnType<typeof timeDueScan>> | string;
if (existsSync(PGBOUNCER_PATH)) {
  const pooler = await startPgBouncer(benchDatabase.url);
  const pooled = await openDatabase(pooler.pooled(benchDatabase.url), '', { directUrl: benchDatabase.url });
  try {
    throughPgBouncer = await timeDueScan(pooled.db);
  } finally {
    await pooled.close();
    await pooler.stop();
  }
} else {
  throughPgBouncer = `skipped: no pgbouncer at ${PGBOUNCER_PATH}`;
}

// The plan of the same query, to show it uses the (month, day) index rather than a scan.
const client = new pg.Client({ connectionString: benchDatabase.url });
await client.connect();
await client.query("LOAD 'auto_explain'").catch(() => {});
await client.query(`SET auto_explain.log_min_duration = -1`).catch(() => {});
const { rows } = await client.query(
  `EXPLAIN (FORMAT TEXT) SELECT b.id FROM birthdays b WHERE (b.month, b.day) IN ((11::smallint, 22::smallint), (11::smallint, 23::smallint), (11::smallint, 29::smallint))`,
);
await client.end();
const plan = rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');

recordResult('reminders.findDue', {
  database: 'postgresql',
  users: USERS,
  birthdays: BIRTHDAYS,
  dueFound: due,
  medianMs,
  allMs,
  budgetMs: 200,
  withinBudget: medianMs < 200,
  seedMs,
  throughPgBouncer,
  candidatePlan: plan,
});
process.stdout.write(
  `reminders.findDue: median ${medianMs} ms for ${due} due of ${BIRTHDAYS} birthdays; through PgBouncer: ${typeof throughPgBouncer === 'string' ? throughPgBouncer : `median ${throughPgBouncer.medianMs} ms`}\n${plan}\n`,
);
await database.close();
if (!process.env.BENCH_KEEP) await benchDatabase.drop();
