import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toBirthdaysCsv } from '../../../shared/import-export/csv-export';
import { MSG } from '../../../shared/messages';
import type { Topic } from '../../../shared/realtime';
import type { Birthday } from '../../../shared/schemas/birthday';
import type { ImportPreview, ImportResult } from '../../../shared/schemas/birthday-import';
import { createTestServer, type TestServer } from '../../test/harness';

type User = { cookie: string; id: string };

let server: TestServer;
let alice: User;
let bob: User;

beforeAll(async () => {
  server = await createTestServer();
});
beforeEach(async () => {
  await server.reset();
  alice = await server.signIn('+12015550123');
  bob = await server.signIn('+12015550124');
});
afterAll(() => server.close());

const post = (user: User | null, url: string, payload: unknown) =>
  server.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: user ? { cookie: user.cookie } : {},
  });
const preview = (user: User | null, text: string) => post(user, '/api/imports/preview', { text });
const importFile = (user: User | null, text: string) => post(user, '/api/imports', { text });
const list = async (user: User) =>
  (
    await server.app.inject({ method: 'GET', url: '/api/birthdays', headers: { cookie: user.cookie } })
  ).json() as Birthday[];
const names = async (user: User) => (await list(user)).map((b) => `${b.name} ${b.date}`).sort();
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;

const FILE = [
  'Name,Date,Notes,Phone Number',
  'Ann,1990-05-17,"Likes tea, not coffee",+1 2015550142',
  'ann,--05-17,,',
  'Ben,31/12/1980,,',
  'Cleo,--02-29,,',
  'Dev,2001-07-04,,',
].join('\r\n');

describe('previewing an import', () => {
  it('lists what would be added, skipped as duplicate and refused with the row number, saving nothing', async () => {
    await post(alice, '/api/birthdays', { name: 'DEV', date: '--07-04', category: 'work' });
    const res = await preview(alice, FILE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      source: 'csv',
      counts: { toAdd: 2, duplicates: 2, errors: 1, withoutBirthday: 0 },
      toAdd: [
        { row: 2, name: 'Ann', date: '1990-05-17' },
        { row: 5, name: 'Cleo', date: '--02-29' },
      ],
      duplicates: [
        { row: 3, name: 'ann', date: '--05-17', alreadyStored: false },
        { row: 6, name: 'Dev', date: '2001-07-04', alreadyStored: true },
      ],
      errors: [{ row: 4, name: 'Ben', message: MSG.csvDateFormat }],
    } satisfies ImportPreview);
    expect(await names(alice)).toEqual(['DEV --07-04']);
  });

  it('refuses a file it cannot read with the spec message', async () => {
    const res = await preview(alice, 'who,when\nAnn,2000-01-01\n');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(MSG.csvMissingColumns);
    expect(errorOf(await preview(alice, 'name,date\n'))).toBe(MSG.csvEmptyOrInvalid);
  });

  it('holds the 5 MB and 10,000-row limits', async () => {
    const big = await preview(alice, `name,date,notes\nA,2000-01-01,${'x'.repeat(5 * 1024 * 1024)}\n`);
    expect(big.statusCode).toBe(400);
    expect(errorOf(big)).toBe(MSG.importTooLarge);
    const rows = Array.from({ length: 10_001 }, (_, i) => `P${i},2000-01-01`).join('\n');
    const many = await preview(alice, `name,date\n${rows}`);
    expect(errorOf(many)).toBe(MSG.importTooManyRows);
  });

  it('needs a signed-in user', async () => {
    const res = await preview(null, FILE);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toBe(MSG.mustBeLoggedIn);
  });
});

describe('importing', () => {
  it('adds the new rows as imported birthdays with every reminder off, and tells the other tabs', async () => {
    const topics: Topic[] = [];
    const stop = server.deps.realtime.subscribe(alice.id, ({ topic }) => topics.push(topic));
    const res = await importFile(alice, FILE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 3, skipped: 2 } satisfies ImportResult);
    const stored = await list(alice);
    expect(stored.map((b) => b.name).sort()).toEqual(['Ann', 'Cleo', 'Dev']);
    const ann = stored.find((b) => b.name === 'Ann')!;
    expect(ann).toMatchObject({
      date: '1990-05-17',
      category: 'imported',
      notes: 'Likes tea, not coffee',
      countryCode: '+1',
      phoneNumber: '2015550142',
      reminders: [
        { type: 'week', enabled: false },
        { type: 'day', enabled: false },
        { type: 'birthday', enabled: false },
      ],
    });
    await vi.waitFor(() => expect(topics).toContain('birthdays'));
    stop();
  });

  it("never touches or counts another user's birthdays", async () => {
    await post(bob, '/api/birthdays', { name: 'Ann', date: '1990-05-17', category: 'family' });
    expect((await importFile(alice, FILE)).json()).toEqual({ imported: 3, skipped: 2 });
    expect(await names(bob)).toEqual(['Ann 1990-05-17']);
    expect((await list(bob))[0]!.category).toBe('family');
  });

  it('gives back the same list after export and import into an empty account', async () => {
    await importFile(alice, FILE);
    const exported = toBirthdaysCsv(await list(alice));
    expect((await importFile(bob, exported)).json()).toEqual({ imported: 3, skipped: 0 });
    const strip = (b: Birthday) => [b.name, b.date, b.notes, b.countryCode, b.phoneNumber];
    expect((await list(bob)).map(strip).sort()).toEqual((await list(alice)).map(strip).sort());
  });

  it('imports the same file sent 20 times at once only once', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => importFile(alice, FILE)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const imported = results.map((r) => (r.json() as ImportResult).imported);
    expect(imported.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await names(alice)).toEqual(['Ann 1990-05-17', 'Cleo --02-29', 'Dev 2001-07-04']);
  });

  it('saves nothing when the database refuses one row of a large file (all or nothing)', async () => {
    // A constraint the parser knows nothing of stands in for any failure deep in the transaction.
    await server.deps.db.execute(
      sql`ALTER TABLE birthdays ADD CONSTRAINT test_refuse CHECK (name <> 'Refused')`,
    );
    try {
      const rows = Array.from({ length: 2500 }, (_, i) => `${i === 2200 ? 'Refused' : `P${i}`},2000-01-01`);
      const res = await importFile(alice, `name,date\n${rows.join('\n')}`);
      expect(res.statusCode).toBe(500);
      expect(await list(alice)).toEqual([]);
    } finally {
      await server.deps.db.execute(sql`ALTER TABLE birthdays DROP CONSTRAINT test_refuse`);
    }
  });

  it('refuses a request from another origin', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/imports',
      payload: { text: FILE },
      headers: { cookie: alice.cookie, origin: 'null' },
    });
    expect(res.statusCode).toBe(403);
    expect(await list(alice)).toEqual([]);
  });
});
