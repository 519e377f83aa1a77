import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server benches may create databases on, or null when none is configured. */
export const benchAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;

async function adminQuery(admin: string, statement: string) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database named `${prefix}_<random>`, so two runs never collide; `drop` removes it. */
export async function createScratchDatabase(admin: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(admin, name),
  };
}

/**
 * FORCE ends the database's sessions, but not one of another role: an autovacuum worker busy on
 * it refuses ("must be a member of the role whose process is being terminated"). It finishes soon.
 */
async function dropDatabase(admin: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '42501' || attempt === 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
