import type { Db } from './client';

/**
 * A statement a request runs every time, built once per database (and prepared on PostgreSQL):
 * building it from the query builder on every request cost more CPU than running it.
 */
export function perDatabase<Rest extends unknown[], T>(build: (db: Db, ...rest: Rest) => T) {
  const built = new WeakMap<Db, T>();
  return (db: Db, ...rest: Rest): T => {
    const found = built.get(db) ?? build(db, ...rest);
    built.set(db, found);
    return found;
  };
}
