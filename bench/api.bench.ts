// API throughput at the limit: GET /api/birthdays (500 birthdays) and POST /api/birthdays, on
// PGlite and on PostgreSQL, each against bare Fastify (bench/bare-server.ts) in the same run.
// autocannon on loopback, 50 connections, BENCH_SECONDS (default 15) per round, ROUNDS rounds
// alternating app and bare, after an uncounted warm-up of each kind of request; figures are
// medians, with the server's CPU time per request beside them (steadier than req/s when something
// else runs). Each request comes from its own address
// (X-Forwarded-For, TRUST_PROXY=1) so the per-IP rate limit is exercised but never trips.
// PGlite: on a data folder, as `npm start` runs it. PostgreSQL: a database of its own per run on
// BENCH_DATABASE_URL's (or TEST_DATABASE_URL's) server, dropped at the end.
// GET runs twice: as the issue measures it (no Accept-Encoding, 231 KB per answer; there autocannon's
// own decoding of each body, shown as clientCpuMsPerRequest, is the limit for bare Fastify too) and
// as browsers ask (Accept-Encoding: gzip).
// Run: `npm run bench -- api` (no build needed).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchAdminUrl, createScratchDatabase } from '@server/test/scratch-database';
import { startAppProcess } from '@test-support/app-process';
import { birthday, type Figures, loadRoute, seed, signIn } from './api-session';
import { recordResult } from './results';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
// Not counted: the first seconds of a new kind of request run before the JIT has compiled its path.
const WARM_UP_SECONDS = 5;
const ROUNDS = 3;
const CONNECTIONS = 50;
const COUNT = 500;
const PORT = Number(process.env.BENCH_PORT ?? 3302);
const BARE_PORT = PORT + 1;
// GET within 5% of bare Fastify, plain and gzipped (issue 35): per request the app adds a session
// lookup, the rate limit and its headers, and nothing that grows with the list.
const GOALS = { getShareOfBare: 0.95, getP99Ms: 50, postShareOfBare: 0.7 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rssMiB = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = (
  url: string,
  pid: number,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  route = '/api/birthdays',
  seconds = SECONDS,
) => loadRoute({ url, pid, method, headers, route, seconds, connections: CONNECTIONS });

function startBare(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'bare-server.ts')],
    {
      env: { ...process.env, ...env, PORT: String(BARE_PORT) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise<ChildProcess>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}

/** PGlite on a data folder, as `npm start` runs it: created by a first start, measured on the second. */
async function embeddedOnDisk() {
  const env = { DATABASE_URL: '', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cakeday-bench-data-')) };
  await (await startAppProcess({ port: PORT, env })).stop();
  return env;
}

async function benchOn(kind: 'pglite' | 'postgres', database: { DATABASE_URL: string; DATA_DIR?: string }) {
  const app = await startAppProcess({
    port: PORT,
    env: { BOT_CHECK: 'off', REMINDERS: 'off', ...database },
  });
  const bareProcesses: ChildProcess[] = [];
  try {
    await sleep(2000);
    const idleRssMiB = rssMiB(app.pid);
    const cookie = await signIn(app.url, app.twilio, '+12015550188');
    const headers = { cookie: `${cookie.name}=${cookie.value}` };
    await seed(
      app.url,
      cookie,
      Array.from({ length: COUNT }, (_, i) => birthday(i)),
    );
    const list = await fetch(`${app.url}/api/birthdays`, { headers });
    const body = await list.text();
    const etag = list.headers.get('etag')!;
    const me = (await (await fetch(`${app.url}/api/auth/me`, { headers })).json()) as { id: string };
    const bodyFile = path.join(mkdtempSync(path.join(tmpdir(), 'cakeday-bench-')), 'list.json');
    writeFileSync(bodyFile, body);
    const bare = await startBare({
      BODY_FILE: bodyFile,
      DATABASE_URL: database.DATABASE_URL,
      ...(database.DATA_DIR ? { BARE_DATA_DIR: path.join(database.DATA_DIR, 'bare') } : {}),
      USER_ID: me.id,
      SESSION_TOKEN: cookie.value,
    });
    bareProcesses.push(bare);
    const bareUrl = `http://127.0.0.1:${BARE_PORT}`;

    const rounds = {
      get: [] as Figures[],
      bareGet: [] as Figures[],
      getGzip: [] as Figures[],
      bareGetGzip: [] as Figures[],
      post: [] as Figures[],
      barePost: [] as Figures[],
      barePostSignedIn: [] as Figures[],
    };
    const warmUp = async (method: 'GET' | 'POST', bareRoutes = ['/api/birthdays']) => {
      await load(app.url, app.pid, method, headers, '/api/birthdays', WARM_UP_SECONDS);
      for (const route of bareRoutes) await load(bareUrl, bare.pid!, method, headers, route, WARM_UP_SECONDS);
    };
    await warmUp('GET');
    for (let round = 0; round < ROUNDS; round++) {
      rounds.get.push(await load(app.url, app.pid, 'GET', headers));
      rounds.bareGet.push(await load(bareUrl, bare.pid!, 'GET', headers));
    }
    // As browsers ask for it: every browser sends Accept-Encoding: gzip.
    const gzipHeaders = { ...headers, 'accept-encoding': 'gzip' };
    for (let round = 0; round < ROUNDS; round++) {
      rounds.getGzip.push(await load(app.url, app.pid, 'GET', gzipHeaders));
      rounds.bareGetGzip.push(await load(bareUrl, bare.pid!, 'GET', gzipHeaders));
    }
    const notModified = await load(app.url, app.pid, 'GET', { ...headers, 'if-none-match': etag });
    await warmUp('POST', ['/api/birthdays', '/signed-in/api/birthdays']);
    for (let round = 0; round < ROUNDS; round++) {
      rounds.post.push(await load(app.url, app.pid, 'POST', headers));
      rounds.barePost.push(await load(bareUrl, bare.pid!, 'POST', headers));
      rounds.barePostSignedIn.push(
        await load(bareUrl, bare.pid!, 'POST', headers, '/signed-in/api/birthdays'),
      );
    }
    const afterLoadRssMiB = rssMiB(app.pid);
    const bareRssMiB = rssMiB(bare.pid!);
    const summary = (figures: Figures[]) => ({
      reqPerSec: median(figures.map((f) => f.reqPerSec)),
      p99Ms: median(figures.map((f) => f.p99Ms)),
      perRound: figures.map((f) => f.reqPerSec),
      cpuMsPerRequest: figures.map((f) => f.cpuMsPerRequest),
      clientCpuMsPerRequest: figures.map((f) => f.clientCpuMsPerRequest),
      non2xx: figures.reduce((n, f) => n + f.non2xx, 0),
      errors: figures.reduce((n, f) => n + f.errors, 0),
    });
    const get = summary(rounds.get);
    const bareGet = summary(rounds.bareGet);
    const getGzip = summary(rounds.getGzip);
    const bareGetGzip = summary(rounds.bareGetGzip);
    const post = summary(rounds.post);
    const barePost = summary(rounds.barePost);
    const barePostSignedIn = summary(rounds.barePostSignedIn);
    const figures = {
      listBytes: Buffer.byteLength(body),
      get: { ...get, shareOfBare: +(get.reqPerSec / bareGet.reqPerSec).toFixed(2) },
      bareGet,
      getGzip: { ...getGzip, shareOfBare: +(getGzip.reqPerSec / bareGetGzip.reqPerSec).toFixed(2) },
      bareGetGzip,
      getNotModified: notModified,
      post: {
        ...post,
        shareOfBare: +(post.reqPerSec / barePost.reqPerSec).toFixed(2),
        shareOfBareSignedIn: +(post.reqPerSec / barePostSignedIn.reqPerSec).toFixed(2),
        lastRoundShareOfFirst: +(post.perRound.at(-1)! / post.perRound[0]!).toFixed(2),
      },
      barePost,
      barePostSignedIn,
      rssMiB: { idle: idleRssMiB, afterLoad: afterLoadRssMiB, bareAfterLoad: bareRssMiB },
    };
    process.stdout.write(`${kind}: ${JSON.stringify(figures)}\n`);
    const share = ({ shareOfBare }: { shareOfBare: number }) =>
      `${Math.round(shareOfBare * 100)}% of bare${shareOfBare >= GOALS.getShareOfBare ? '' : ' (below the goal)'}`;
    const cpu = (f: { cpuMsPerRequest: number[] }) => median(f.cpuMsPerRequest).toFixed(3);
    process.stdout.write(
      `${kind}: GET ${share(figures.get)}, with gzip ${share(figures.getGzip)}; server CPU ms a request ` +
        `${cpu(get)} / ${cpu(getGzip)} (bare ${cpu(bareGet)} / ${cpu(bareGetGzip)})\n`,
    );
    return figures;
  } finally {
    for (const child of bareProcesses) child.kill('SIGTERM');
    await app.stop();
  }
}

const results: Record<string, unknown> = {};
results.pglite = await benchOn('pglite', await embeddedOnDisk());
if (benchAdminUrl) {
  const database = await createScratchDatabase(benchAdminUrl, 'cakeday_bench_api');
  try {
    results.postgres = await benchOn('postgres', { DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
} else {
  process.stdout.write('api bench: PostgreSQL skipped; set BENCH_DATABASE_URL or TEST_DATABASE_URL\n');
}
recordResult('api', {
  method: `autocannon ${CONNECTIONS} connections × ${SECONDS} s per round, ${ROUNDS} rounds alternating app and bare Fastify after a ${WARM_UP_SECONDS} s warm-up of each kind, medians; ${COUNT} birthdays; one address per request`,
  goals: GOALS,
  ...results,
});
