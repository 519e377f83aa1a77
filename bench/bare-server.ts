// The limit the API bench compares against: bare Fastify in a process of its own, answering
// GET /api/birthdays with the same bytes the app sends (gzipped when asked, as the app does) and POST /api/birthdays with the same
// single INSERT through the database driver. No cookies, validation, rate limit or ORM.
// Env: PORT, BODY_FILE (the JSON to send), DATABASE_URL (postgres://… or memory://), USER_ID.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import Fastify from 'fastify';
import pg from 'pg';

const { PORT, BODY_FILE, DATABASE_URL, USER_ID } = process.env as Record<string, string>;
// Bytes, not a string: the fastest way to send them, so the baseline is the real limit.
const body = readFileSync(BODY_FILE!);
const gzipped = gzipSync(body);

const INSERT = `insert into birthdays (id, user_id, name, month, day, year, category, notes, interests, reminders)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *`;
type Query = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

async function connect(): Promise<Query> {
  if (DATABASE_URL!.startsWith('postgres')) {
    const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
    return (text, values) => pool.query(text, values);
  }
  // An embedded database of its own, with the app's schema and one user to own the rows.
  const client = await PGlite.create();
  await migrate(drizzle({ client }), {
    migrationsFolder: path.join(import.meta.dirname, '../server/db/migrations'),
  });
  await client.query(`insert into users (id, phone) values ($1, '+12015550100')`, [USER_ID]);
  return (text, values) => client.query(text, values);
}

const query = await connect();
const app = Fastify();
app.get('/api/birthdays', (req, reply) => {
  reply.type('application/json; charset=utf-8');
  if (!req.headers['accept-encoding']?.includes('gzip')) return reply.send(body);
  return reply.header('content-encoding', 'gzip').send(gzipped);
});
app.post('/api/birthdays', async (req, reply) => {
  const b = req.body as { name: string; date: string; notes?: string };
  const [, month, day] = b.date.split('-').slice(-3);
  const { rows } = await query(INSERT, [
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
  return reply.code(201).send(rows[0]);
});
await app.listen({ port: Number(PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
