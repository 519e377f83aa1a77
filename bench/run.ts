// `npm run bench`: runs every bench/*.bench.ts in turn; each records its figures in bench/results.json.
// Budgets are reported, never asserted: a busy machine must not fail a build.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const only = process.argv[2];
const benches = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.ts') && (!only || f.includes(only)))
  .sort();
for (const bench of benches) {
  process.stdout.write(`\n▶ ${bench}\n`);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, bench)], {
    stdio: 'inherit',
  });
  // A bench that stopped (its own check failed, or it crashed) fails the run; a slow figure does not.
  if (status !== 0) process.exitCode = 1;
}
