// The busiest minute: 100,000 deliveries due at once (50,000 users at 9:00 in one time zone, each with
// one birthday due today and two channels, ntfy and a webhook, both set up and confirmed), every
// endpoint a receiver on loopback answering in 50 ms. Timed from the tick until every delivery is
// sent, by the real engine (runReminderTick: the due query, the delivery pool, claims, the ntfy and
// webhook senders through the outbound guard over HTTP): one instance and two instances (two
// processes with their own connection pools on one PostgreSQL database, ticking at once), and one
// on PGlite. The receivers run in the bench's own process, each instance in one of its own.
// Every run checks what arrived: each delivery exactly once at its receiver and once in the log.
// BENCH_DELIVERIES scales it down (two a user); BENCH_POOL=<n> runs the pool with n deliveries at once
// overall (the engine's own limits otherwise), to see where the time goes beyond the pool.
// Needs BENCH_DATABASE_URL or TEST_DATABASE_URL for the PostgreSQL figures (PGlite runs without).
// Each run is made BENCH_REPEAT times (3 by default, each on a fresh database) and the run with the
// median wall time is recorded, with every run's wall time beside it.

import { type ChildProcess, fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type FakeHooks, startFakeHooks } from '@server/channel-kit/hook-destination/fake-hooks';
import { benchAdminUrl, createScratchDatabase } from '@server/test/scratch-database';
import type { InstanceCommand, InstanceSetup, LogFigures, TickFigures } from './delivery-instance';
import { recordResult } from './results';

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 100_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const USERS = Math.floor(DELIVERIES / 2);
const ENDPOINT_MS = 50;
const POOL_OVERALL = process.env.BENCH_POOL ? Number(process.env.BENCH_POOL) : null;
const ZONE = 'Europe/Berlin';
// 9:00 in Berlin on the day the birthdays fall on.
const NOW = '2026-11-22T08:00:00Z';

// The receivers live in this process; each engine instance in a process of its own. They keep idle
// connections for 10 minutes: with Node's 5 s, a busy instance now and then reuses a connection the
// receiver has just closed (ECONNRESET), a temporary failure the engine retries minutes later, outside
// the tick being timed.
const hooks = await startFakeHooks({ delayMs: ENDPOINT_MS, keepAliveMs: 600_000 });

/** Starts one instance (bench/delivery-instance.ts) and resolves once its database is open. */
async function startInstance(databaseUrl: string) {
  const setup: InstanceSetup = {
    databaseUrl,
    users: USERS,
    zone: ZONE,
    now: NOW,
    hooksUrl: hooks.url,
    poolOverall: POOL_OVERALL,
  };
  const child: ChildProcess = fork(
    path.join(import.meta.dirname, 'delivery-instance.ts'),
    [JSON.stringify(setup)],
    {
      // BENCH_CPU_PROF=<dir>: each instance writes a V8 CPU profile there (node --cpu-prof).
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : []),
      ],
    },
  );
  const waiting: { resolve: (value: unknown) => void; reject: (err: Error) => void }[] = [];
  child.on('message', (reply: { ok?: unknown; error?: string }) => {
    const next = waiting.shift();
    if (reply.error !== undefined) next?.reject(new Error(`delivery instance: ${reply.error}`));
    else next?.resolve(reply.ok);
  });
  child.on('exit', (code) => {
    for (const next of waiting.splice(0)) next.reject(new Error(`delivery instance exited with ${code}`));
  });
  const answer = () => new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  await answer();
  return {
    ask<T>(command: InstanceCommand): Promise<T> {
      const reply = answer();
      child.send(command);
      return reply as Promise<T>;
    },
  };
}

/**
 * The CPU time of every PostgreSQL process on this machine so far (Linux /proc; null elsewhere), in
 * ms: the database's share of a run, on a machine where it shares the cores with the instances.
 * Other work on the same server counts too.
 */
function postgresCpuMs(): number | null {
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue; // Ended meanwhile.
      }
      const close = stat.lastIndexOf(')');
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
      // After the name: state is field 3, utime and stime fields 14 and 15 (clock ticks of 10 ms).
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks * 10;
  } catch {
    return null;
  }
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
function audit(arrivals: FakeHooks['received'], log: LogFigures) {
  const ntfy = repeats(arrivals.filter((a) => a.path.startsWith('/ntfy/')).map((a) => a.path));
  const webhooks = arrivals.filter((a) => a.path.startsWith('/hook/'));
  const byKey = repeats(webhooks.map((a) => String(a.headers['idempotency-key'])));
  const byDelivery = repeats(
    webhooks.map((a) => {
      const event = a.json as { birthday: { id: string }; occurrence: string; daysBefore: number };
      return `${event.birthday.id}:${event.occurrence}:${event.daysBefore}`;
    }),
  );
  const received = ntfy.distinct + byDelivery.distinct;
  return {
    arrived: arrivals.length,
    duplicates: ntfy.duplicates + byDelivery.duplicates + byKey.duplicates + log.repeated,
    missing: USERS * 2 - received,
    loggedSent: log.sent,
    loggedNotSent: log.other,
    notSent: log.notSent,
  };
}

/** One tick on each instance at once; the wall time until all of them have sent everything. */
async function busiestMinute(database: 'postgresql' | 'pglite', urls: string[]) {
  hooks.reset();
  // One after the other: the first migrates the new database.
  const instances: Awaited<ReturnType<typeof startInstance>>[] = [];
  try {
    for (const url of urls) instances.push(await startInstance(url));
    const seedStart = performance.now();
    await instances[0]!.ask('seed');
    const seedMs = Math.round(performance.now() - seedStart);
    const start = performance.now();
    const cpuBefore = process.cpuUsage();
    const postgresBefore = database === 'postgresql' ? postgresCpuMs() : null;
    let firstArrivalMs: number | null = null;
    void hooks.arrival(() => true).then(() => (firstArrivalMs = Math.round(performance.now() - start)));
    const ticks = await Promise.all(instances.map((instance) => instance.ask<TickFigures>('tick')));
    const wallMs = Math.round(performance.now() - start);
    const receiversCpu = process.cpuUsage(cpuBefore);
    const postgresAfter = postgresBefore === null ? null : postgresCpuMs();
    const checked = audit(hooks.received, await instances[0]!.ask<LogFigures>('log'));
    const deliveries = USERS * 2;
    const perDelivery = (ms: number | null) => (ms === null ? '–' : (ms / deliveries).toFixed(2));
    const figures = {
      database,
      instances: instances.length,
      deliveries,
      users: USERS,
      endpointMs: ENDPOINT_MS,
      pool: POOL_OVERALL ? { overall: POOL_OVERALL, perUser: 2 } : 'the engine’s own limits',
      wallMs,
      perSecond: Math.round((deliveries * 1000) / wallMs),
      firstArrivalMs,
      // Each instance's CPU per delivery it made, and how busy its event loop was over its tick.
      instanceCpuMsPerDelivery: ticks.map(
        (t) => Math.round((t.cpuMs / Math.max(t.delivered, 1)) * 100) / 100,
      ),
      instanceSystemCpuShare: ticks.map(
        (t) => Math.round((t.systemCpuMs / Math.max(t.cpuMs, 1)) * 100) / 100,
      ),
      instanceEventLoopBusy: ticks.map((t) => t.eventLoopBusy),
      receiversCpuMs: Math.round((receiversCpu.user + receiversCpu.system) / 1000),
      postgresCpuMs:
        postgresAfter === null || postgresBefore === null ? null : postgresAfter - postgresBefore,
      dueFoundPerInstance: ticks.map((t) => t.due),
      deliveredPerInstance: ticks.map((t) => t.delivered),
      ...checked,
      seedMs,
    };
    process.stdout.write(
      `reminders.delivery ${database} × ${instances.length}: ${deliveries} deliveries in ${(wallMs / 1000).toFixed(1)} s (${figures.perSecond}/s), first after ${firstArrivalMs} ms, CPU ${figures.instanceCpuMsPerDelivery.join(' / ')} ms a delivery (kernel ${figures.instanceSystemCpuShare.join(' / ')}), event loop ${figures.instanceEventLoopBusy.join(' / ')} busy, receivers ${perDelivery(figures.receiversCpuMs)} ms a delivery, PostgreSQL ${perDelivery(figures.postgresCpuMs)} ms a delivery, ${checked.duplicates} duplicates, ${checked.missing} missing\n`,
    );
    if (checked.duplicates > 0 || checked.missing !== 0 || checked.loggedSent !== deliveries) {
      throw new Error(`reminders delivery bench: wrong deliveries ${JSON.stringify(figures)}`);
    }
    return figures;
  } finally {
    for (const instance of instances) await instance.ask('close');
  }
}

// BENCH_RUNS picks some of the three runs (e.g. "postgresql"); each records its own figures.
const RUNS = (process.env.BENCH_RUNS ?? 'pglite,postgresql,postgresqlTwoInstances').split(',');
// The issue's budgets on PostgreSQL; PGlite's figure is reported only.
const BUDGET_MS: Record<string, number> = { postgresql: 60_000, postgresqlTwoInstances: 35_000 };
const FULL_SIZE = USERS * 2 === 100_000;
const SCALED_DOWN = 'not judged: the budget is for 100,000 deliveries';

/** One busiest minute on a database of its own (a fresh PostgreSQL database, or PGlite in memory). */
async function once(database: 'postgresql' | 'pglite', count: number, adminUrl: string | null) {
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'cakeday_bench_delivery') : null;
  try {
    return await busiestMinute(database, Array(count).fill(scratch?.url ?? 'memory://'));
  } finally {
    await scratch?.drop();
  }
}

async function run(name: string, database: 'postgresql' | 'pglite', count: number) {
  if (!RUNS.includes(name)) return;
  if (database === 'postgresql' && !benchAdminUrl) {
    process.stdout.write(
      `reminders.delivery ${name}: skipped, set BENCH_DATABASE_URL or TEST_DATABASE_URL\n`,
    );
    return;
  }
  const runs: Awaited<ReturnType<typeof busiestMinute>>[] = [];
  for (let n = 0; n < REPEAT; n++)
    runs.push(await once(database, count, database === 'postgresql' ? benchAdminUrl! : null));
  const figures = [...runs].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(runs.length / 2)]!;
  const budgetMs = BUDGET_MS[name];
  // A run with another pool bound is kept apart from the engine's own.
  recordResult(`reminders.delivery.${name}${POOL_OVERALL ? `.pool${POOL_OVERALL}` : ''}`, {
    ...figures,
    median: `of ${runs.length} runs`,
    runsWallMs: runs.map((r) => r.wallMs),
    ...(budgetMs ? { budgetMs, withinBudget: FULL_SIZE ? figures.wallMs < budgetMs : SCALED_DOWN } : {}),
  });
}

try {
  await run('pglite', 'pglite', 1);
  await run('postgresql', 'postgresql', 1);
  await run('postgresqlTwoInstances', 'postgresql', 2);
} finally {
  await hooks.close();
}
