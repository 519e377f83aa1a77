import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.join(import.meta.dirname, 'results.json');

/** Merges one benchmark's figures into bench/results.json under its own key. */
export function recordResult(key: string, figures: Record<string, unknown>) {
  const all = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  all[key] = { ...figures, measuredAt: new Date().toISOString() };
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
}
