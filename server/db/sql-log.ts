import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import type { Logger } from 'drizzle-orm/logger';

/**
 * The one production hook of the Citus check (server/test/citus-check.ts, docs/scaling.md): with
 * SQL_LOG=<file> (set by `npm test` only) every distinct SQL text the app sends through Drizzle is
 * appended to the file, one JSON string a line, parameters never. Unset, there is no logger at all.
 * Statements a test sends itself (fixtures, assertions) run inside `asTestCode` (the harness wraps
 * the database it hands to tests) and are left out: they are not the app's.
 */
const testCode = new AsyncLocalStorage<true>();

export const sqlLog: Logger | undefined = process.env.SQL_LOG
  ? ((file: string) => {
      const seen = new Set<string>();
      return {
        logQuery(query: string) {
          if (seen.has(query) || testCode.getStore()) return;
          seen.add(query);
          appendFileSync(file, `${JSON.stringify(query)}\n`);
        },
      };
    })(process.env.SQL_LOG)
  : undefined;

export const asTestCode = <T>(run: () => T): T => testCode.run(true, run);
