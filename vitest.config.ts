import { existsSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pathAliases } from './vite.config.ts';

// Each test runs once, on the database it is about; its file name says which (docs/testing.md):
//   *.test.ts          no database
//   *.db.test.ts       the test database: PostgreSQL when TEST_DATABASE_URL names one, else PGlite
//   *.pglite.test.ts   the embedded database itself, always PGlite
//   *.each-db.test.ts  on PGlite always, and on PostgreSQL too when one is given
//   *.pooled.test.ts   several instances on one database: through PgBouncer where it is installed
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const pgbouncer = postgres && existsSync(process.env.PGBOUNCER ?? '/usr/sbin/pgbouncer');
const TEST_DB = postgres ? 'postgres' : 'pglite';
// The Citus check reads the SQL the app sends to PostgreSQL only (`npm test` sets SQL_LOG).
const SQL_LOG = postgres ? (process.env.SQL_LOG ?? '') : '';
const FILES = '{app,server,shared,scripts}/**/';
const DATABASE_KINDS = ['db', 'pglite', 'each-db', 'pooled'].map((kind) => `${FILES}*.${kind}.test.ts`);

export default defineConfig({
  plugins: [react()],
  resolve: { alias: pathAliases },
  // The service worker's per-build id (vite.config.ts), fixed for its unit tests.
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Most database tests wait on another process (PostgreSQL, a server, a fake provider): one
    // worker per core left the second idle (vitest's default is cores - 1).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`${FILES}*.test.{ts,tsx}`],
          exclude: DATABASE_KINDS,
          env: { SQL_LOG: '' },
        },
      },
      {
        extends: true,
        test: {
          name: 'database',
          include: [`${FILES}*.db.test.ts`, ...(postgres ? [`${FILES}*.each-db.test.ts`] : [])],
          env: { TEST_DB, SQL_LOG },
        },
      },
      {
        extends: true,
        test: {
          name: 'embedded',
          include: [`${FILES}*.pglite.test.ts`, `${FILES}*.each-db.test.ts`],
          env: { TEST_DB: 'pglite', SQL_LOG: '' },
        },
      },
      {
        extends: true,
        test: {
          name: 'pooled',
          include: [`${FILES}*.pooled.test.ts`],
          env: { TEST_DB, SQL_LOG, TEST_POOLER: pgbouncer ? 'pgbouncer' : '' },
        },
      },
    ],
  },
});
