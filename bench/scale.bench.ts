// Several instances behind a transaction pooler (docs/scaling.md, "Numbers at scale"): 1, 2 and 4
// app processes on one PostgreSQL database, each with DATABASE_URL through PgBouncer in
// transaction mode (server/test/pgbouncer.ts, on loopback) and DATABASE_DIRECT_URL on the database
// itself, as an operator runs them. GET /api/birthdays (500 birthdays, Accept-Encoding: gzip) and POST /api/birthdays:
// one autocannon per instance, the connections split evenly between them, all at once; the
// figures are the summed req/s and the worst p99. On a machine with fewer cores than instances
// they compete for the same CPU (and with PostgreSQL, PgBouncer and autocannon): the run records
// the cores and the load average beside its figures, and sets no target.
// Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) and Debian's pgbouncer.
// Run: `npm run bench -- scale` (BENCH_SECONDS per measurement, 10 by default).
import { cpus, loadavg } from 'node:os';
import { startPgBouncer } from '@server/test/pgbouncer';
import { benchAdminUrl, createScratchDatabase } from '@server/test/scratch-database';
import { freePort } from '@server/test/server-process';
import { startAppProcess } from '@test-support/app-process';
import { birthday, type Figures, loadRoute, seed, signIn } from './api-session';
import { recordResult } from './results';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = Math.min(5, SECONDS);
const CONNECTIONS = 48;
const COUNT = 500;
const INSTANCES = [1, 2, 4];

if (!benchAdminUrl) {
  process.stdout.write('scale bench: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server\n');
  process.exit(0);
}

type App = Awaited<ReturnType<typeof startAppProcess>>;

/** All instances at once, each with its share of the connections: summed req/s, worst p99. */
async function loadAll(
  apps: App[],
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  seconds: number,
) {
  const figures: Figures[] = await Promise.all(
    apps.map((app) =>
      loadRoute({
        url: app.url,
        pid: app.pid,
        method,
        headers,
        route: '/api/birthdays',
        seconds,
        connections: CONNECTIONS / apps.length,
      }),
    ),
  );
  return {
    reqPerSec: figures.reduce((sum, f) => sum + f.reqPerSec, 0),
    p99Ms: Math.max(...figures.map((f) => f.p99Ms)),
    perInstance: figures.map((f) => f.reqPerSec),
    cpuMsPerRequest: figures.map((f) => f.cpuMsPerRequest),
    non2xx: figures.reduce((n, f) => n + f.non2xx, 0),
    errors: figures.reduce((n, f) => n + f.errors, 0),
  };
}

const database = await createScratchDatabase(benchAdminUrl, 'cakeday_bench_scale');
const pooler = await startPgBouncer(benchAdminUrl);
const apps: App[] = [];
try {
  const env = {
    DATABASE_URL: pooler.pooled(database.url),
    DATABASE_DIRECT_URL: database.url,
    BOT_CHECK: 'off',
    REMINDERS: 'off',
  };
  // One at a time: the first migrates the scratch database, the others find it done.
  for (let i = 0; i < Math.max(...INSTANCES); i++)
    apps.push(await startAppProcess({ port: await freePort(), env }));
  const first = apps[0]!;
  const cookie = await signIn(first.url, first.twilio, '+12015550177');
  const headers = { cookie: `${cookie.name}=${cookie.value}` };
  await seed(
    first.url,
    cookie,
    Array.from({ length: COUNT }, (_, i) => birthday(i)),
  );

  const runs: Record<'get' | 'post', Record<number, Awaited<ReturnType<typeof loadAll>>>> = {
    get: {},
    post: {},
  };
  // The list first, at 500 birthdays on every N; the creates after, since they grow it.
  // As browsers ask for it (the uncompressed 231 KB answer makes autocannon's decoding the limit).
  const gzip = { ...headers, 'accept-encoding': 'gzip' };
  await loadAll(apps, 'GET', gzip, WARM_UP_SECONDS);
  for (const n of INSTANCES) runs.get[n] = await loadAll(apps.slice(0, n), 'GET', gzip, SECONDS);
  await loadAll(apps, 'POST', headers, WARM_UP_SECONDS);
  for (const n of INSTANCES) runs.post[n] = await loadAll(apps.slice(0, n), 'POST', headers, SECONDS);

  const figures = {
    method: `autocannon ${CONNECTIONS} connections split over the instances × ${SECONDS} s per measurement, after a ${WARM_UP_SECONDS} s warm-up of each kind on all instances; req/s summed, p99 the worst instance's; ${COUNT} birthdays; one address per request`,
    setup:
      'N app processes on one PostgreSQL 15 database, DATABASE_URL through PgBouncer (transaction mode, default_pool_size 20) on loopback, DATABASE_DIRECT_URL direct, DATABASE_PREPARED_STATEMENTS off (its default beside a direct URL), REMINDERS=off',
    cores: cpus().length,
    loadAverageBefore: loadavg().map((l) => +l.toFixed(2)),
    get: runs.get,
    post: runs.post,
    loadAverageAfter: loadavg().map((l) => +l.toFixed(2)),
  };
  for (const kind of ['get', 'post'] as const) {
    for (const n of INSTANCES) {
      const run = runs[kind][n]!;
      process.stdout.write(
        `scale ${kind.toUpperCase()} × ${n}: ${run.reqPerSec} req/s, p99 ${run.p99Ms} ms (${run.non2xx} non-2xx, ${run.errors} errors)\n`,
      );
    }
  }
  recordResult('scale', figures);
} finally {
  await Promise.all(apps.map((app) => app.stop()));
  await pooler.stop();
  await database.drop();
}
