import { randomBytes } from 'node:crypto';
import { openDatabase } from '@server/db/client';
import { migrationsHash } from '@server/db/pglite-cluster';
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

const databaseUrl = (admin: string, name: string) => {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A new database named `${prefix}_<random>`, so two runs never collide; `drop` removes it.
 * `migrated`: a copy of the migrated template (CREATE DATABASE … TEMPLATE), schema up to date.
 */
export async function createScratchDatabase(admin: string, prefix: string, { migrated = false } = {}) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const template = migrated ? ` TEMPLATE ${await migratedTemplate(admin)}` : '';
  await adminQuery(admin, `CREATE DATABASE ${name}${template}`);
  return {
    url: databaseUrl(admin, name),
    drop: () => dropDatabase(admin, name),
  };
}

// Any fixed number: test processes starting together build the template once, one at a time.
const TEMPLATE_LOCK = 7_202_612;
const TEMPLATE_PREFIX = 'cakeday_template_';
const templates = new Map<string, Promise<string>>();

/**
 * The name of a database migrated by today's migrations, made once per server and set of
 * migrations (its name carries their hash) and kept for later runs: every test database is a copy
 * of it, where each used to run all the migrations itself. Templates of older migrations go.
 */
function migratedTemplate(admin: string): Promise<string> {
  let template = templates.get(admin);
  if (!template) {
    template = buildTemplate(admin);
    templates.set(admin, template);
  }
  return template;
}

async function buildTemplate(admin: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsHash()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${TEMPLATE_PREFIX}%`],
    );
    if (rows.some((r) => r.datname === name)) return name;
    for (const old of rows) await dropDatabase(admin, old.datname);
    // Built under another name and renamed when whole: a run cut short leaves no half template.
    const building = `${name}_building`;
    await client.query(`CREATE DATABASE ${building}`);
    await (await openDatabase(databaseUrl(admin, building), '')).close();
    await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await client.end();
  }
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
