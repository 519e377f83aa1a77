// `npm test`: typecheck, lint, unit and API tests (PGlite, then PostgreSQL when TEST_DATABASE_URL
// is set), build, and browser tests on Debian's Chromium. Ends with one 'N passed, N failed' line.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { PGBOUNCER_PATH } from '@server/test/pgbouncer';
import { CHROMIUM_PATH } from '@test-support/env';

const results = { passed: 0, failed: 0 };
// What went wrong, repeated at the end: a CI log is often read from its last lines only.
const problems: string[] = [];

function run(title: string, command: string, env: Record<string, string> = {}) {
  process.stdout.write(`\n▶ ${title}\n`);
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  if (status !== 0) problems.push(`${title}: exit code ${status}`);
  return status === 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() === 0 && !process.env.CHROMIUM_PATH) {
    process.stdout.write("Chromium is missing: installing Debian's chromium with apt-get…\n");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    return;
  }
  process.stderr.write(
    `Chromium not found at ${CHROMIUM_PATH}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.\n`,
  );
  process.exit(1);
}

/** The pooled run needs PgBouncer: installed when missing and run as root, else one line says what to install. */
function ensurePgBouncer(): boolean {
  if (existsSync(PGBOUNCER_PATH)) return true;
  if (process.getuid?.() === 0 && !process.env.PGBOUNCER) {
    process.stdout.write("PgBouncer is missing: installing Debian's pgbouncer with apt-get…\n");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer', {
      stdio: 'inherit',
    });
    return true;
  }
  process.stderr.write(
    `PgBouncer not found at ${PGBOUNCER_PATH}: install it (sudo apt-get install -y pgbouncer) or set PGBOUNCER; the multi-instance tests through a transaction pooler ${process.env.CI === 'true' ? 'fail' : 'are not run'}.\n`,
  );
  return false;
}

// The tests of several instances on one database, run again with DATABASE_URL through PgBouncer in
// transaction mode (docs/scaling.md): what managed PostgreSQL services hand out by default.
const MULTI_INSTANCE_TESTS = [
  'server/db/scaling.test.ts',
  'server/realtime/live-sync.test.ts',
  'server/modules/events/events.test.ts',
  'server/security/sign-in-abuse.test.ts',
  'server/jobs/reminders/reminder-engine.test.ts',
  'server/modules/shares/shares.test.ts',
];

const SQL_LOG = 'test-results/sql-log.jsonl';

function countVitest(file: string) {
  if (!existsSync(file)) return;
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: { name: string; status: string; message?: string }[];
  };
  results.passed += json.numPassedTests;
  results.failed += json.numFailedTests;
  // A file whose hook or import failed has no failed test of its own, yet fails the run.
  for (const { name, status, message } of json.testResults)
    if (status === 'failed') problems.push(`  ${name}: ${message?.split('\n')[0] || 'a test failed'}`);
}

function countPlaywright(file: string) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  results.passed += stats.expected + stats.flaky;
  results.failed += stats.unexpected;
}

ensureChromium();
mkdirSync('test-results', { recursive: true });
let ok = run('Typecheck', 'npx tsc -p tsconfig.app.json && npx tsc -p tsconfig.json');
ok = run('Lint (Biome, and the layout rules by dependency-cruiser)', 'npm run lint') && ok;

// These runs include the security suite (server/security, `npm run test:security`); its load run
// needs PostgreSQL and is bounded by LOAD_SECONDS (10 s by default).
const vitest = (out: string) => `npx vitest run --reporter=default --reporter=json --outputFile.json=${out}`;
ok = run('Unit and API tests (embedded PGlite)', vitest('test-results/vitest-pglite.json')) && ok;
countVitest('test-results/vitest-pglite.json');
if (process.env.TEST_DATABASE_URL) {
  // The SQL the app sends in this run is collected and checked against the Citus plan
  // (docs/scaling.md, "Keeping the code distributable").
  rmSync(SQL_LOG, { force: true });
  ok =
    run('API tests (PostgreSQL)', `${vitest('test-results/vitest-postgres.json')} server`, {
      TEST_DB: 'postgres',
      SQL_LOG,
    }) && ok;
  countVitest('test-results/vitest-postgres.json');
  ok =
    run(
      'Citus check: every query on a user-owned table names its user or is a listed cross-user query',
      `npx tsx scripts/citus-check.ts ${SQL_LOG}`,
    ) && ok;
  if (ensurePgBouncer()) {
    ok =
      run(
        'Multi-instance tests through PgBouncer (transaction mode)',
        `${vitest('test-results/vitest-pgbouncer.json')} ${MULTI_INSTANCE_TESTS.join(' ')}`,
        { TEST_DB: 'postgres', TEST_POOLER: 'pgbouncer' },
      ) && ok;
    countVitest('test-results/vitest-pgbouncer.json');
  } else if (process.env.CI === 'true') {
    problems.push('PgBouncer is missing: the multi-instance tests through a pooler did not run');
    ok = false;
  }
}

if (run('Build', 'npx vite build --logLevel warn')) {
  ok = run('Browser tests (Playwright on Chromium)', 'npx playwright test') && ok;
  countPlaywright('test-results/e2e.json');
} else {
  ok = false;
}

if (problems.length > 0) process.stdout.write(`\nWhat failed:\n${problems.join('\n')}\n`);
process.stdout.write(`\n${results.passed} passed, ${results.failed} failed\n`);
process.exit(ok && results.failed === 0 ? 0 : 1);
