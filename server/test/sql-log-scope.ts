import type { Db } from '@server/db/client';
import { asTestCode } from '@server/db/sql-log';

const TEST_CODE = /\.test\.tsx?:|\/server\/test\/|\/test-support\//;

/** Whether the code that called into the database (the first frame outside this file and node_modules) is a test's. */
function calledFromTest() {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 30;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  const caller = stack
    .split('\n')
    .slice(1)
    .find((frame) => !frame.includes('sql-log-scope.ts') && !frame.includes('node_modules'));
  return caller !== undefined && TEST_CODE.test(caller);
}

/**
 * The app's database as tests get it when SQL_LOG is set: a statement a test builds itself
 * (`server.deps.db.select()…` in a test file, a fixture, `reset`) runs inside `asTestCode` and is
 * not logged. The caller is read from the stack of the first call, which is synchronous, and the
 * decision follows the builder chain down to its `then`/`execute` (where a stack no longer shows
 * who awaited). App code handed `server.deps` by a test (e.g. `runReminderTick`) stays the app's.
 */
export function scopeTestQueries(db: Db): Db {
  return wrap(db, undefined);
}

function wrap<T extends object>(target: T, test: boolean | undefined): T {
  return new Proxy(target, {
    get(obj, key) {
      const value = Reflect.get(obj, key, obj) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const fromTest = test ?? calledFromTest();
        const result = fromTest
          ? asTestCode(() => value.apply(obj, args) as unknown)
          : (value.apply(obj, args) as unknown);
        return result !== null && typeof result === 'object' ? wrap(result, fromTest) : result;
      };
    },
  });
}
