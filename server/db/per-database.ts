import type { Db } from './client';

/**
 * A statement a request runs every time, built once per database: building it from the query
 * builder on every request cost more CPU than running it. (Prepared under its name only where the
 * connection keeps it: `statementName` in client.ts.)
 */
export function perDatabase<Rest extends unknown[], T>(build: (db: Db, ...rest: Rest) => T) {
  const built = new WeakMap<Db, T>();
  return (db: Db, ...rest: Rest): T => {
    const found = built.get(db) ?? build(db, ...rest);
    built.set(db, found);
    return found;
  };
}
