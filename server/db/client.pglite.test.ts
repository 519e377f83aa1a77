import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scopeTestQueries } from '@server/test/sql-log-scope';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from './client';

it('runs the embedded database with small shared buffers, on first and later opens of a data folder', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cakeday-pglite-'));
  for (let open = 0; open < 2; open++) {
    const database = await openDatabase(null, dataDir);
    const result = await database.db.execute(sql`show shared_buffers`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ shared_buffers: '16MB' }]);
    await database.close();
  }
}, 60_000);

it('starts every in-memory database empty, however many came before it in this or another process', async () => {
  for (let open = 0; open < 2; open++) {
    const database = await openDatabase('memory://', '');
    // The test's own statements, not the app's (SQL_LOG, the Citus check).
    const db = scopeTestQueries(database.db);
    const { rows } = (await db.execute(sql`select count(*)::int as n from users`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows).toEqual([{ n: 0 }]);
    await db.execute(sql`insert into users (id, phone) values ('u1', '+12015550123')`);
    await database.close();
  }
}, 120_000);
