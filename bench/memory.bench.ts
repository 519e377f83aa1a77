// Idle memory of the real server process (`node --import tsx server/main.ts`, as `npm run serve`
// runs it) on embedded PGlite in a data folder: after the first start, which creates the database
// cluster, and after a restart on the same folder. Each start waits until the server answers
// /api/health, then samples the process's resident set (VmRSS) once a second for SETTLE_SECONDS
// with nothing happening; the figure is the median of the last five samples. Figures also for an
// in-memory database (`DATABASE_URL=memory://`, as tests and the e2e app use).
// Run: `npm run bench -- memory`.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordResult } from './results';

const PORT = Number(process.env.BENCH_PORT ?? 3302);
if (await fetch(`http://127.0.0.1:${PORT}/api/health`).catch(() => null)) {
  throw new Error(`Something already listens on port ${PORT}; stop it or set BENCH_PORT.`);
}
const SETTLE_SECONDS = Number(process.env.SETTLE_SECONDS ?? 15);
// A first start (which creates the cluster) should idle where a restart does, give or take this.
const BUDGET_OVER_RESTART_MIB = 50;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rssMiB = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The server as `npm run serve` runs it; resolves once it answers /api/health. */
async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  for (;;) {
    if (child.exitCode !== null) throw new Error('The server exited at start');
    if ((await fetch(`http://127.0.0.1:${PORT}/api/health`).catch(() => null))?.ok) break;
    await sleep(100);
  }
  return {
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function idleRss(env: Record<string, string>) {
  const started = Date.now();
  const server = await startServer({ BOT_CHECK: 'off', REMINDERS: 'off', SMS_PROVIDER: 'console', ...env });
  const startMs = Date.now() - started;
  const samples: number[] = [];
  try {
    for (let s = 0; s < SETTLE_SECONDS; s++) {
      await sleep(1000);
      samples.push(rssMiB(server.pid));
    }
  } finally {
    await server.stop();
  }
  return { idleRssMiB: median(samples.slice(-5)), peakRssMiB: Math.max(...samples), startMs, samples };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'cakeday-bench-memory-'));
const onDisk = { DATABASE_URL: '', DATA_DIR: dataDir };
const firstStart = await idleRss(onDisk);
const restart = await idleRss(onDisk);
const inMemory = await idleRss({ DATABASE_URL: 'memory://' });

const figures = {
  node: process.version,
  settleSeconds: SETTLE_SECONDS,
  firstStart,
  restart,
  inMemory,
  firstStartOverRestartMiB: firstStart.idleRssMiB - restart.idleRssMiB,
  budgetOverRestartMiB: BUDGET_OVER_RESTART_MIB,
  withinBudget: firstStart.idleRssMiB - restart.idleRssMiB <= BUDGET_OVER_RESTART_MIB,
};
process.stdout.write(
  `idle RSS: first start ${firstStart.idleRssMiB} MiB (start ${firstStart.startMs} ms), restart ${restart.idleRssMiB} MiB (start ${restart.startMs} ms), memory:// ${inMemory.idleRssMiB} MiB (start ${inMemory.startMs} ms); a first start within ${BUDGET_OVER_RESTART_MIB} MiB of a restart: ${figures.withinBudget ? 'yes' : 'NO'}\n`,
);
recordResult('memory', figures);
