import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';

const file = path.join(import.meta.dirname, 'results.json');

/** The commit measured, marked when the tree had changes beside it. */
function commit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' (with local changes)' : ''}`;
  } catch {
    return 'unknown';
  }
}

/**
 * Merges one benchmark's figures into bench/results.json under its own key, with the commit and
 * the machine's load when it ended (1-minute average over the number of cores: how much else ran).
 */
export function recordResult(key: string, figures: Record<string, unknown>) {
  const all = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const machine = { cores: cpus().length, loadAverage1m: Math.round(loadavg()[0]! * 100) / 100 };
  all[key] = { ...figures, commit: commit(), machine, measuredAt: new Date().toISOString() };
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
}
