// The busiest minute: 100,000 deliveries due at once (50,000 users at 9:00 in one time zone, each with
// one birthday due today and two channels, ntfy and a webhook, both set up and confirmed), every
// endpoint a receiver on loopback answering in 50 ms. Timed from the tick until every delivery is
// sent, by the real engine (runReminderTick: the due query, the delivery pool, claims, the ntfy and
// webhook senders through the outbound guard over HTTP): one instance and two instances (two cores
// with their own connection pools on one PostgreSQL database, ticking at once), and one on PGlite.
// Every run checks what arrived: each delivery exactly once at its receiver and once in the log.
// BENCH_DELIVERIES scales it down (two a user); BENCH_POOL=<n> runs the pool with n deliveries at once
// overall (the engine's own limits otherwise), to see where the time goes beyond the pool.
// Needs BENCH_DATABASE_URL or TEST_DATABASE_URL for the PostgreSQL figures (PGlite runs without).

import { performance } from 'node:perf_hooks';
import { openCore } from '@server/core';
import { type Db, rowsOf } from '@server/db/client';
import { loadConfig } from '@server/env';
import { createDeliveryPool } from '@server/jobs/reminders/delivery-pool';
import { runReminderTick } from '@server/jobs/reminders/reminder-engine';
import { manualClock } from '@server/lib/clock';
import { benchAdminUrl, createScratchDatabase } from '@server/test/scratch-database';
import { type FakeHooks, startFakeHooks } from '@test-support/fake-hooks';
import { sql } from 'drizzle-orm';
import { recordResult } from './results';

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 100_000);
const USERS = Math.floor(DELIVERIES / 2);
const ENDPOINT_MS = 50;
const POOL_OVERALL = process.env.BENCH_POOL ? Number(process.env.BENCH_POOL) : null;
const ZONE = 'Europe/Berlin';
// 9:00 in Berlin on the day the birthdays fall on.
const NOW = new Date('2026-11-22T08:00:00Z');

const hooks = await startFakeHooks({ delayMs: ENDPOINT_MS });

/** 50,000 users at 9:00 in one zone, a birthday each on today's date, an ntfy topic and a webhook each. */
async function seed(db: Db) {
  await db.execute(sql`
    INSERT INTO users (id, phone, time_zone, reminder_settings)
    SELECT 'U' || g, '+1' || (2000000000 + g), ${ZONE},
           jsonb_build_object('enabled', true, 'types', '{"week":true,"day":true,"today":true}'::jsonb,
                              'channels', '{"sms":false,"push":false,"email":false,"telegram":false,"ntfy":true,"webhook":true}'::jsonb,
                              'sendHour', 9, 'leadDays', '[7,1,0]'::jsonb)
    FROM generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    INSERT INTO birthdays (id, user_id, name, month, day, year, category, reminders)
    SELECT 'B' || g, 'U' || g, 'Person ' || g, 11, 22, 1960 + g % 50, 'friends',
           '[{"type":"week","enabled":true},{"type":"day","enabled":true},{"type":"birthday","enabled":true}]'::jsonb
    FROM generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    INSERT INTO reminder_destinations (user_id, channel, config, confirmed_at)
    SELECT 'U' || g, 'ntfy', jsonb_build_object('url', ${hooks.url} || '/ntfy/u' || g, 'token', null), now()
    FROM generate_series(1, ${USERS}) g
    UNION ALL
    SELECT 'U' || g, 'webhook', jsonb_build_object('url', ${hooks.url} || '/hook/u' || g, 'secret', 'whsec-' || g), now()
    FROM generate_series(1, ${USERS}) g`);
}

async function openInstance(databaseUrl: string) {
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    BOT_CHECK: 'off',
    LOG_LEVEL: 'silent',
    SMS_PROVIDER: 'console',
    OUTBOUND_ALLOW: '127.0.0.1',
  });
  return openCore(config, { clock: manualClock(NOW) });
}

/** Each key's count beyond its first, and how many keys arrived. */
function repeats(keys: string[]) {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  let extra = 0;
  for (const n of counts.values()) extra += n - 1;
  return { distinct: counts.size, duplicates: extra };
}

/** What arrived and what the log says: every delivery once, none twice, none missing. */
async function audit(db: Db, arrivals: FakeHooks['received']) {
  const ntfy = repeats(arrivals.filter((a) => a.path.startsWith('/ntfy/')).map((a) => a.path));
  const webhooks = arrivals.filter((a) => a.path.startsWith('/hook/'));
  const byKey = repeats(webhooks.map((a) => String(a.headers['idempotency-key'])));
  const byDelivery = repeats(
    webhooks.map((a) => {
      const event = a.json as { birthday: { id: string }; occurrence: string; daysBefore: number };
      return `${event.birthday.id}:${event.occurrence}:${event.daysBefore}`;
    }),
  );
  const [log] = await rowsOf<{ sent: number; other: number; repeated: number }>(
    db.execute(sql`
      SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent,
             count(*) FILTER (WHERE status <> 'sent')::int AS other,
             (SELECT count(*) FROM (SELECT 1 FROM notification_log
                                    GROUP BY birthday_id, lead_days, occurrence, channel HAVING count(*) > 1) r)::int AS repeated
      FROM notification_log`),
  );
  const received = ntfy.distinct + byDelivery.distinct;
  return {
    arrived: arrivals.length,
    duplicates: ntfy.duplicates + byDelivery.duplicates + byKey.duplicates + log!.repeated,
    missing: USERS * 2 - received,
    loggedSent: log!.sent,
    loggedNotSent: log!.other,
  };
}

/** One tick on each instance at once; the wall time until all of them have sent everything. */
async function busiestMinute(database: 'postgresql' | 'pglite', urls: string[]) {
  hooks.reset();
  // One after the other: the first migrates the new database.
  const instances: Awaited<ReturnType<typeof openInstance>>[] = [];
  for (const url of urls) instances.push(await openInstance(url));
  try {
    const seedStart = performance.now();
    await seed(instances[0]!.deps.db);
    const seedMs = Math.round(performance.now() - seedStart);
    const start = performance.now();
    const cpuBefore = process.cpuUsage();
    const loopBefore = performance.eventLoopUtilization();
    let firstArrivalMs: number | null = null;
    void hooks.arrival(() => true).then(() => (firstArrivalMs = Math.round(performance.now() - start)));
    const ticks = await Promise.all(
      instances.map(({ deps }) =>
        runReminderTick(
          deps,
          NOW,
          POOL_OVERALL ? createDeliveryPool({ overall: POOL_OVERALL, perUser: 2 }) : undefined,
        ),
      ),
    );
    const wallMs = Math.round(performance.now() - start);
    // This process's CPU (the engine(s) and the receivers) and how busy its event loop was: near 1,
    // the process itself is the bottleneck, not the database or the endpoints.
    const cpu = process.cpuUsage(cpuBefore);
    const eventLoopBusy = performance.eventLoopUtilization(loopBefore).utilization;
    const checked = await audit(instances[0]!.deps.db, hooks.received);
    const figures = {
      database,
      instances: instances.length,
      deliveries: USERS * 2,
      users: USERS,
      endpointMs: ENDPOINT_MS,
      pool: POOL_OVERALL ? { overall: POOL_OVERALL, perUser: 2 } : 'the engine’s own limits',
      wallMs,
      perSecond: Math.round((USERS * 2 * 1000) / wallMs),
      firstArrivalMs,
      cpuMsPerDelivery: Math.round(((cpu.user + cpu.system) / 1000 / (USERS * 2)) * 100) / 100,
      eventLoopBusy: Math.round(eventLoopBusy * 100) / 100,
      dueFoundPerInstance: ticks.map((t) => t.due),
      deliveredPerInstance: ticks.map((t) => t.delivered),
      ...checked,
      seedMs,
    };
    process.stdout.write(
      `reminders.delivery ${database} × ${instances.length}: ${figures.deliveries} deliveries in ${(wallMs / 1000).toFixed(1)} s (${figures.perSecond}/s), first after ${firstArrivalMs} ms, ${figures.cpuMsPerDelivery} ms CPU each, event loop ${Math.round(eventLoopBusy * 100)} % busy, ${checked.duplicates} duplicates, ${checked.missing} missing\n`,
    );
    if (checked.duplicates > 0 || checked.missing !== 0 || checked.loggedSent !== USERS * 2) {
      throw new Error(`reminders delivery bench: wrong deliveries ${JSON.stringify(figures)}`);
    }
    return figures;
  } finally {
    for (const instance of instances) await instance.close();
  }
}

// BENCH_RUNS picks some of the three runs (e.g. "postgresql"); each records its own figures.
const RUNS = (process.env.BENCH_RUNS ?? 'pglite,postgresql,postgresqlTwoInstances').split(',');
// The budgets on PostgreSQL; PGlite's figure is reported only.
const BUDGET_MS: Record<string, number> = { postgresql: 60_000, postgresqlTwoInstances: 35_000 };

async function run(name: string, database: 'postgresql' | 'pglite', count: number) {
  if (!RUNS.includes(name)) return;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  if (database === 'postgresql') {
    if (!benchAdminUrl) {
      process.stdout.write(
        `reminders.delivery ${name}: skipped, set BENCH_DATABASE_URL or TEST_DATABASE_URL\n`,
      );
      return;
    }
    scratch = await createScratchDatabase(benchAdminUrl, 'cakeday_bench_delivery');
  }
  try {
    const figures = await busiestMinute(database, Array(count).fill(scratch?.url ?? 'memory://'));
    const budgetMs = BUDGET_MS[name];
    recordResult(`reminders.delivery.${name}`, {
      ...figures,
      ...(budgetMs ? { budgetMs, withinBudget: figures.wallMs < budgetMs } : {}),
    });
  } finally {
    await scratch?.drop();
  }
}

try {
  await run('pglite', 'pglite', 1);
  await run('postgresql', 'postgresql', 1);
  await run('postgresqlTwoInstances', 'postgresql', 2);
} finally {
  await hooks.close();
}
