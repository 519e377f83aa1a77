import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { MSG } from '@shared/messages';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from './schema';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const before = mkdtempSync(path.join(tmpdir(), 'cakeday-0014-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations folder as it stood before 0015: its journal cut after 0014. */
function migrationsUpTo0014() {
  cpSync(migrations, before, { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(migrations, 'meta/_journal.json'), 'utf8'));
  journal.entries = journal.entries.filter((e: { idx: number }) => e.idx <= 14);
  writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));
  return before;
}

describe('migration 0015 (why a delivery failed)', () => {
  it('marks the failed rows a paused destination skipped as paused, every other failed row as an error', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: migrationsUpTo0014() });
    // In SQL: the Drizzle tables have the columns of later migrations (0016's calendar, 0019's email),
    // this database not yet.
    const user = { id: 'u1' };
    await db.execute(sql`INSERT INTO users (id, phone) VALUES (${user.id}, '+12025550101')`);
    const ada = { id: 'ada' };
    await db.execute(sql`
      INSERT INTO birthdays (id, user_id, name, month, day, category, reminders)
      VALUES (${ada.id}, ${user.id}, 'Ada', 11, 23, 'friends', '[]'::jsonb)`);
    const row = (id: string, lead: number, status: string, error: string | null) => sql`
      INSERT INTO notification_log (id, user_id, birthday_id, lead_days, occurrence, channel, status, due_at, claimed_at, lease_until, error)
      VALUES (${id}, ${user.id}, ${ada.id}, ${lead}, '2026-11-23', 'webhook', ${status}, now(), now(), now(), ${error})`;
    await db.execute(row('refused', 7, 'failed', MSG.webhookRefused));
    await db.execute(row('skipped', 1, 'failed', MSG.deliveryPaused));
    await db.execute(row('sent', 0, 'sent', null));
    await db.execute(sql`
      INSERT INTO digest_log (id, user_id, kind, period_start, channel, status, due_at, claimed_at, lease_until, error)
      VALUES ('digest', ${user.id}, 'weekly', '2026-11-23', 'webhook', 'failed', now(), now(), now(), ${MSG.deliveryPaused})`);

    await migrate(db, { migrationsFolder: migrations });

    const { rows } = await client.query<{ id: string; failure: string | null }>(
      'SELECT id, failure FROM notification_log UNION ALL SELECT id, failure FROM digest_log ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 'digest', failure: 'paused' },
      { id: 'refused', failure: 'error' },
      { id: 'sent', failure: null },
      { id: 'skipped', failure: 'paused' },
    ]);
    await client.close();
  }, 60_000);
});
