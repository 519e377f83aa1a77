// `npm test`: typecheck, lint, unit and API tests (PGlite, then PostgreSQL when TEST_DATABASE_URL
// is set), build, and browser tests on Debian's Chromium. Ends with one 'N passed, N failed' line.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { CHROMIUM_PATH } from '@test-support/env';

const results = { passed: 0, failed: 0 };

function run(title: string, command: string, env: Record<string, string> = {}) {
  process.stdout.write(`\n▶ ${title}\n`);
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
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

function countVitest(file: string) {
  if (!existsSync(file)) return;
  const json = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  results.passed += json.numPassedTests;
  results.failed += json.numFailedTests;
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
  ok =
    run('API tests (PostgreSQL)', `${vitest('test-results/vitest-postgres.json')} server`, {
      TEST_DB: 'postgres',
    }) && ok;
  countVitest('test-results/vitest-postgres.json');
}

if (run('Build', 'npx vite build --logLevel warn')) {
  ok = run('Browser tests (Playwright on Chromium)', 'npx playwright test') && ok;
  countPlaywright('test-results/e2e.json');
} else {
  ok = false;
}

process.stdout.write(`\n${results.passed} passed, ${results.failed} failed\n`);
process.exit(ok && results.failed === 0 ? 0 : 1);
