import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import type { Logger } from 'drizzle-orm/logger';

/**
 * The one production hook of the Citus check (server/test/citus-check.ts, docs/scaling.md): with
 * SQL_LOG=<file> (set by `npm test` only) every distinct SQL text the app sends through Drizzle is
 * appended to the file, one JSON string a line, parameters never. Unset, there is no logger at all.
 *
 * In a test process (the harness says so) only the databases the app opens, inside `asAppStartup`,
 * log: one a test opens itself is the test's. Statements a test sends on the app's database run
 * inside `asTestCode` (server/test/sql-log-scope.ts) and are left out too.
 */
const file = process.env.SQL_LOG;
const seen = new Set<string>();
const testCode = new AsyncLocalStorage<true>();
const appStartup = new AsyncLocalStorage<true>();
let testProcess = false;

const logger: Logger = {
  logQuery(query: string) {
    if (!file || seen.has(query) || testCode.getStore()) return;
    seen.add(query);
    appendFileSync(file, `${JSON.stringify(query)}\n`);
  },
};

/** The logger for a database being opened, or undefined (no SQL_LOG, or a test's own database). */
export const sqlLogger = (): Logger | undefined =>
  file && (!testProcess || appStartup.getStore()) ? logger : undefined;

export const sqlLogTestProcess = () => {
  testProcess = true;
};
export const asAppStartup = <T>(run: () => T): T => appStartup.run(true, run);
export const asTestCode = <T>(run: () => T): T => testCode.run(true, run);
