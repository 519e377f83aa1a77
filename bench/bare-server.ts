// The limit the API bench compares against: bare Fastify in a process of its own, answering
// GET /api/birthdays with the same bytes the app sends (gzipped when asked, as the app does) and
// POST /api/birthdays with the same single INSERT through the database driver. No cookies,
// validation, rate limit or ORM. POST /signed-in/api/birthdays first looks the session cookie up
// (the same join the app makes), then inserts: the two round trips any signed-in write needs.
// Env: PORT, BODY_FILE (the JSON to send), DATABASE_URL (postgres://…, or empty for PGlite),
// BARE_DATA_DIR (PGlite's folder, on disk like the app's; in memory without it), USER_ID,
// SESSION_TOKEN (the app's session cookie, for PGlite's own copy of the session).
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import Fastify from 'fastify';
import pg from 'pg';

const { PORT, BODY_FILE, DATABASE_URL, USER_ID, BARE_DATA_DIR, SESSION_TOKEN } = process.env as Record<
  string,
  string
>;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
// Bytes, not a string: the fastest way to send them, so the baseline is the real limit.
const body = readFileSync(BODY_FILE!);
const gzipped = gzipSync(body);

const LOOKUP = `select * from sessions join users on users.id = sessions.user_id
  where sessions.token_hash = $1 and sessions.expires_at > $2`;
const INSERT = `insert into birthdays (id, user_id, name, month, day, year, category, notes, interests, reminders)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`;
// Named, so PostgreSQL parses each once per connection, as the app's prepared statements are.
type Query = (name: string, text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

async function connect(): Promise<Query> {
  if (DATABASE_URL!.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
    return (name, text, values) => pool.query({ name, text, values });
  }
  // An embedded database of its own, with the app's schema and one user to own the rows.
  const client = await PGlite.create(BARE_DATA_DIR);
  await migrate(drizzle({ client }), {
    migrationsFolder: path.join(import.meta.dirname, '../server/db/migrations'),
  });
  await client.query(`insert into users (id, phone) values ($1, '+12015550100')`, [USER_ID]);
  await client.query(
    `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
    [sha256(SESSION_TOKEN!), USER_ID],
  );
  return (_name, text, values) => client.query(text, values);
}

const query = await connect();
const app = Fastify();
app.get('/api/birthdays', (req, reply) => {
  reply.type('application/json; charset=utf-8');
  if (!req.headers['accept-encoding']?.includes('gzip')) return reply.send(body);
  return reply.header('content-encoding', 'gzip').send(gzipped);
});
async function insert(body: unknown) {
  const b = body as { name: string; date: string; notes?: string };
  const [, month, day] = b.date.split('-').slice(-3);
  const { rows } = await query('bare_insert', INSERT, [
    randomUUID(),
    USER_ID,
    b.name,
    Number(month),
    Number(day),
    null,
    'other',
    b.notes ?? '',
    [],
    JSON.stringify([{ type: 'week', enabled: true }]),
  ]);
  return rows[0];
}
app.post('/api/birthdays', async (req, reply) => reply.code(201).send(await insert(req.body)));
app.post('/signed-in/api/birthdays', async (req, reply) => {
  const token = /(?:^|;\s*)cakeday_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  const { rows } = await query('bare_lookup', LOOKUP, [sha256(token ?? ''), new Date().toISOString()]);
  if (rows.length === 0) return reply.code(401).send();
  return reply.code(201).send(await insert(req.body));
});
await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
