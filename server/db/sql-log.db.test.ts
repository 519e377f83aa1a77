import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

// The Citus check reads what the app sends on its database; a migration's own statements (0011
// fills lead_days across every user's rows) are the schema's, not the app's, and must not be there.
it("leaves the migrations' statements out of the SQL log of an embedded database", {
  timeout: 60_000,
}, () => {
  const log = path.join(mkdtempSync(path.join(tmpdir(), 'cakeday-sql-log-')), 'sql.jsonl');
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { openDatabase } = await import('@server/db/client');
       const { sql } = await import('drizzle-orm');
       const database = await openDatabase('memory://', '');
       await database.db.execute(sql\`select count(*) from users where id = 'u1'\`);
       await database.close();`,
    ],
    { encoding: 'utf8', env: { ...process.env, SQL_LOG: log } },
  );
  expect(run.status, run.stderr).toBe(0);
  const statements = readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as string);
  expect(statements).toContain("select count(*) from users where id = 'u1'");
  expect(statements.filter((s) => /lead_days|CREATE TABLE/i.test(s))).toEqual([]);
});
