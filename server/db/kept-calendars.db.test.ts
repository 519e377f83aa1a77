import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshDatabase, onPostgres } from '@server/test/harness';
import { scopeTestQueries } from '@server/test/sql-log-scope';
import { CALENDAR_IDS } from '@shared/kept-calendars/types';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

// The database knows the calendars from their definitions (shared/kept-calendars/definitions.ts), not from
// a migration: what it accepts is checked here through plain SQL, as a hand-written write would meet it.
describe('the calendars the database accepts', () => {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let drop: () => Promise<void>;
  // A database the test opens twice: PostgreSQL's own, or an embedded one in a folder (memory forgets).
  let url: string | null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cakeday-kept-calendars-'));
  const run = (query: ReturnType<typeof sql>) => scopeTestQueries(database.db).execute(query);
  const insert = (id: string, calendar: string, leap: boolean) =>
    run(
      sql`insert into birthdays (id, user_id, name, calendar, month, leap, day, category, reminders) values (${id}, 'u1', ${id}, ${calendar}, 3, ${leap}, 1, 'Friend', '[]'::jsonb)`,
    );

  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    url = onPostgres ? fresh.directUrl : null;
    database = await openDatabase(url, dataDir);
    await run(sql`insert into users (id, phone) values ('u1', '+12015550123')`);
  }, 60_000);
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('takes a birthday in every calendar of the definitions', async () => {
    for (const calendar of CALENDAR_IDS) await insert(`b-${calendar}`, calendar, false);
  });

  it('refuses a calendar no definition names, and a leap month in a calendar without them', async () => {
    await expect(insert('b-coptic', 'coptic', false)).rejects.toThrow();
    await expect(insert('b-hebrew-leap', 'hebrew', true)).rejects.toThrow();
    await expect(insert('b-gregory-leap', 'gregory', true)).rejects.toThrow();
    await insert('b-chinese-leap', 'chinese', true);
  });

  it('learns a calendar the migrations never named at the next start, with no migration', async () => {
    await run(sql`delete from birthdays where calendar = 'persian'`);
    await run(sql`delete from kept_calendars where id = 'persian'`);
    await expect(insert('b-persian', 'persian', false)).rejects.toThrow();
    await database.close();
    database = await openDatabase(url, dataDir);
    await insert('b-persian', 'persian', false);
  }, 60_000);
});
