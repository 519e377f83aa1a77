// `npm test`: typecheck, lint and build side by side, the vitest projects (each test once, on the
// database it is for: vitest.config.ts, docs/testing.md), the Citus check when PostgreSQL was used,
// and browser tests on Debian's Chromium. Ends with each stage's wall time and one
// 'N passed, N failed' line.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { PGBOUNCER_PATH } from '@server/test/pgbouncer';
import { CHROMIUM_PATH } from '@test-support/env';
import { HTPASSWD_PATH, RADICALE_PATH } from '@test-support/radicale';

const results = { passed: 0, failed: 0 };
// What went wrong, repeated at the end: a CI log is often read from its last lines only.
const problems: string[] = [];
const stages: { title: string; seconds: number; ok: boolean; detail?: string }[] = [];

type Stage = { title: string; command: string; env?: Record<string, string> };

/**
 * Runs a stage, timed. `quiet` keeps its output until it ends, so stages run side by side do not
 * interleave their lines; a stage that fails shows all of it.
 */
function run({ title, command, env = {} }: Stage, { quiet = false } = {}): Promise<boolean> {
  const started = Date.now();
  if (!quiet) process.stdout.write(`\n▶ ${title}\n`);
  const child = spawn(command, {
    shell: true,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const ok = status === 0;
      if (quiet) process.stdout.write(`\n▶ ${title}\n${output}`);
      if (!ok) problems.push(`${title}: exit code ${status}`);
      stages.push({ title, seconds: (Date.now() - started) / 1000, ok });
      resolve(ok);
    });
  });
}

/** Installs a Debian package when missing and run as root; otherwise says in one line what to install. */
function ensureDebianPackage(path: string, pkg: string, override: string, why: string): boolean {
  if (existsSync(path)) return true;
  if (process.getuid?.() === 0 && !process.env[override]) {
    process.stdout.write(`${pkg} is missing: installing Debian's ${pkg} with apt-get…\n`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
      stdio: 'inherit',
    });
    return true;
  }
  process.stderr.write(
    `${pkg} not found at ${path}: install it (sudo apt-get install -y ${pkg}) or set ${override}; ${why}.\n`,
  );
  return false;
}

const SQL_LOG = 'test-results/sql-log.jsonl';
const VITEST_JSON = 'test-results/vitest.json';
const postgres = Boolean(process.env.TEST_DATABASE_URL);

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string; message?: string; startTime: number; endTime: number }[];
};

/** The vitest project a file belongs to, by its name (vitest.config.ts). */
const projectOf = (file: string) =>
  /\.(db|pglite|each-db|pooled)\.test\.ts$/
    .exec(file)?.[1]
    ?.replace(/^db$/, 'database')
    .replace('pglite', 'embedded') ?? 'unit';

function countVitest(file: string) {
  if (!existsSync(file)) return;
  const json = JSON.parse(readFileSync(file, 'utf8')) as VitestReport;
  results.passed += json.numPassedTests;
  results.failed += json.numFailedTests;
  // A file whose hook or import failed has no failed test of its own, yet fails the run.
  for (const { name, status, message } of json.testResults)
    if (status === 'failed') problems.push(`  ${name}: ${message?.split('\n')[0] || 'a test failed'}`);
  // Where the vitest stage's time went: each project's files, added up (they run side by side).
  const byProject = new Map<string, { files: number; seconds: number }>();
  for (const { name, startTime, endTime } of json.testResults) {
    const entry = byProject.get(projectOf(name)) ?? { files: 0, seconds: 0 };
    entry.files += 1;
    entry.seconds += (endTime - startTime) / 1000;
    byProject.set(projectOf(name), entry);
  }
  const vitestStage = stages.at(-1);
  if (vitestStage)
    vitestStage.detail = [...byProject]
      .map(([name, { files, seconds }]) => `${name} ${files} files ${Math.round(seconds)} s`)
      .join(', ');
}

function countPlaywright(file: string) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  results.passed += stats.expected + stats.flaky;
  results.failed += stats.unexpected;
}

const minutes = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

function printStages(total: number) {
  const width = Math.max(...stages.map((s) => s.title.length), 5);
  const lines = stages.map(
    (s) =>
      `${s.title.padEnd(width)}  ${minutes(s.seconds).padStart(6)}  ${s.ok ? 'ok    ' : 'FAILED'}${s.detail ? `  (${s.detail})` : ''}`,
  );
  process.stdout.write(
    `\nStage times (wall clock; the first three run side by side)\n${lines.join('\n')}\n${'Total'.padEnd(width)}  ${minutes(total).padStart(6)}\n`,
  );
}

const started = Date.now();
if (!ensureDebianPackage(CHROMIUM_PATH, 'chromium', 'CHROMIUM_PATH', 'the browser tests need it'))
  process.exit(1);
// The address-book tests sync against a real Radicale with an htpasswd user (test-support/radicale.ts).
for (const [path, pkg, override] of [
  [RADICALE_PATH, 'radicale', 'RADICALE_PATH'],
  [HTPASSWD_PATH, 'apache2-utils', 'HTPASSWD_PATH'],
] as const) {
  if (!ensureDebianPackage(path, pkg, override, 'the address-book tests sync against Radicale'))
    process.exit(1);
}
// The multi-instance tests run through PgBouncer in transaction mode where it is installed (vitest.config.ts).
const pooled =
  !postgres ||
  ensureDebianPackage(
    PGBOUNCER_PATH,
    'pgbouncer',
    'PGBOUNCER',
    'the multi-instance tests run without a pooler',
  );
if (!pooled && process.env.CI === 'true')
  problems.push('PgBouncer is missing: the multi-instance tests did not run through a pooler');
mkdirSync('test-results', { recursive: true });
rmSync(SQL_LOG, { force: true });
rmSync(VITEST_JSON, { force: true });

// Three single-minded processes on two cores: side by side they take about the longest one's time.
const checks = await Promise.all(
  [
    { title: 'Typecheck (tsc -b)', command: 'npx tsc -b' },
    { title: 'Lint (Biome, the layout rules, knip)', command: 'npm run lint' },
    { title: 'Build', command: 'npx vite build --logLevel warn' },
  ].map((stage) => run(stage, { quiet: true })),
);
const built = checks[2]!;
let ok = checks.every(Boolean) && (pooled || process.env.CI !== 'true');

// The security suite (server/security, `npm run test:security`) is part of this run; its load run
// needs PostgreSQL and is bounded by LOAD_SECONDS (10 s by default).
ok =
  (await run({
    title: `Vitest: unit, database (${postgres ? 'PostgreSQL' : 'PGlite'}), embedded (PGlite), pooled`,
    command: `npx vitest run --reporter=default --reporter=json --outputFile.json=${VITEST_JSON}`,
    env: postgres ? { SQL_LOG } : {},
  })) && ok;
countVitest(VITEST_JSON);
if (postgres) {
  ok =
    (await run({
      title: 'Citus check (SQL of the PostgreSQL tests)',
      command: `npx tsx scripts/citus-check.ts ${SQL_LOG}`,
    })) && ok;
}

if (built) {
  ok = (await run({ title: 'Browser tests (Playwright on Chromium)', command: 'npx playwright test' })) && ok;
  countPlaywright('test-results/e2e.json');
} else {
  problems.push('Browser tests: not run, the build failed');
}

printStages((Date.now() - started) / 1000);
if (problems.length > 0) process.stdout.write(`\nWhat failed:\n${problems.join('\n')}\n`);
process.stdout.write(`\n${results.passed} passed, ${results.failed} failed\n`);
process.exit(ok && results.failed === 0 ? 0 : 1);
