import { readFileSync } from 'node:fs';
import { createTestServer, type TestServer } from '@server/test/harness';
import { toBirthdaysCsv } from '@shared/import-export/csv-export';
import type { Topic } from '@shared/realtime';
import type { Birthday } from '@shared/schemas/birthday';
import type { ImportPreview, ImportResult } from '@shared/schemas/birthday-import';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

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
const preview = (user: User | null, text: string, locale?: string) =>
  post(user, '/api/imports/preview', { text, locale });
const importFile = (user: User | null, text: string, locale?: string) =>
  post(user, '/api/imports', { text, locale });
const fixture = (name: string) =>
  readFileSync(new URL(`../../../shared/import-export/fixtures/${name}`, import.meta.url), 'utf8');
/** A phone's export of `count` contacts, each with a birthday. */
const vcards = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Contact ${i}\r\nBDAY:1990-05-17\r\nEND:VCARD\r\n`,
  ).join('');
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
      counts: { toAdd: 2, duplicates: 2, errors: 1, notes: 0, withoutBirthday: 0 },
      toAdd: [
        { row: 2, name: 'Ann', date: '1990-05-17', calendar: 'gregory', leap: false },
        { row: 5, name: 'Cleo', date: '--02-29', calendar: 'gregory', leap: false },
      ],
      duplicates: [
        { row: 3, name: 'ann', date: '--05-17', calendar: 'gregory', leap: false, alreadyStored: false },
        { row: 6, name: 'Dev', date: '2001-07-04', calendar: 'gregory', leap: false, alreadyStored: true },
      ],
      errors: [{ row: 4, name: 'Ben', message: 'Dates must be in YYYY-MM-DD format' }],
      notes: [],
    } satisfies ImportPreview);
    expect(await names(alice)).toEqual(['DEV --07-04']);
  });

  it('refuses a file it cannot read with the spec message', async () => {
    const res = await preview(alice, 'who,when\nAnn,2000-01-01\n');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('CSV must contain at least "name" and "date" columns');
    expect(errorOf(await preview(alice, 'name,date\n'))).toBe('CSV file is empty or invalid');
  });

  it('holds the 5 MB (of text the browser sends) and 10,000-row limits', async () => {
    const big = await preview(alice, `name,date,notes\nA,2000-01-01,${'x'.repeat(5 * 1024 * 1024)}\n`);
    expect(big.statusCode).toBe(400);
    expect(errorOf(big)).toBe(
      'This file holds more than 5 MB of names, dates, notes and phone numbers. Split it into smaller files and import them one by one.',
    );
    const rows = Array.from({ length: 10_001 }, (_, i) => `P${i},2000-01-01`).join('\n');
    const many = await preview(alice, `name,date\n${rows}`);
    expect(errorOf(many)).toBe(
      'This file has more than 10,000 rows. Split it into smaller files and import them one by one.',
    );
  });

  it('holds the 10,000-contact limit for a vCard, which it reads card by card', async () => {
    const many = await preview(alice, vcards(10_001));
    expect(errorOf(many)).toBe(
      'This file has more than 10,000 rows. Split it into smaller files and import them one by one.',
    );
    expect((await preview(alice, vcards(10_000))).json().counts.toAdd).toBe(10_000);
  });

  it('counts the whole file while its lists stop at the first 100 rows', async () => {
    const body = (await preview(alice, `${vcards(150)}${vcards(30)}`)).json();
    expect(body.counts).toMatchObject({ toAdd: 150, duplicates: 30 });
    expect(body.toAdd).toHaveLength(100);
    expect(body.toAdd[99]).toMatchObject({ row: 100, name: 'Contact 99' });
    expect(body.duplicates).toHaveLength(30);
  });

  it('needs a signed-in user', async () => {
    const res = await preview(null, FILE);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toBe('Must be logged in');
  });
});

describe('contacts files from phones and mail programs', () => {
  it('previews a vCard 2.1 phone export card by card: a cut-off card is listed with its name, the rest import', async () => {
    const text = [
      fixture('real/eds-nokia-2.1.vcf'),
      'BEGIN:VCARD\r\nVERSION:2.1\r\nN:Cut;Carl\r\nBDAY:1970-01-01\r\n',
      fixture('real/cardme-android-2.1.vcf'),
    ].join('');
    const res = await preview(alice, text);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ImportPreview;
    expect(body.source).toBe('vcard');
    expect(body.counts).toEqual({ toAdd: 1, duplicates: 0, errors: 1, notes: 0, withoutBirthday: 6 });
    expect(body.toAdd).toEqual([
      { row: 1, name: 'Michael Brüning', date: '1978-12-29', calendar: 'gregory', leap: false },
    ]);
    expect(body.errors).toEqual([
      { row: 2, name: 'Carl Cut', message: 'This contact is incomplete: its END:VCARD line is missing.' },
    ]);
  });

  it("reads numbers without a country code in the importing user's country", async () => {
    const berlin = await server.signIn('+493012345678');
    const text = fixture('real/vpim-windows-address-book-2.1.vcf');
    expect((await importFile(berlin, text)).json()).toEqual({ imported: 1, skipped: 0 });
    expect((await list(berlin))[0]).toMatchObject({
      name: 'klaus Kohlbauer',
      countryCode: '+49',
      phoneNumber: '1739997779',
    });
    // The same file from a US user: 0173-999 777 9 is no US number, so it is left out with a note.
    const res = await preview(alice, text);
    expect((res.json() as ImportPreview).notes).toEqual([
      {
        row: 1,
        name: 'klaus Kohlbauer',
        message:
          'The phone number 0173 999 777 9 is not a valid number in United States (your country), so the birthday is imported without it.',
      },
    ]);
  });

  it("reads an Outlook CSV's dates in the file's own order, else in the user's language, and says how", async () => {
    const us = (await preview(alice, fixture('own/outlook-en-us.csv'), 'en-GB')).json() as ImportPreview;
    expect(us.datesRead).toEqual({
      order: 'month-day',
      from: 'file',
      example: '4/12/1985',
      exampleRead: '1985-04-12',
    });
    expect(us.toAdd.map((a) => `${a.name} ${a.date}`)).toEqual([
      'Ann Example 1985-04-12',
      'Carla Maria Diaz 1990-12-25',
      'Eve Leap 2000-02-29',
      'Farid Haddad 1975-07-04',
    ]);
    expect(us.counts.withoutBirthday).toBe(2);
    const gb = fixture('own/outlook-en-gb.csv');
    expect(((await preview(alice, gb, 'en-GB')).json() as ImportPreview).toAdd[0]!.date).toBe('1985-12-04');
    expect(((await preview(alice, gb, 'en-US')).json() as ImportPreview).toAdd[0]!.date).toBe('1985-04-12');
    // A tag the platform does not know reads as en-US.
    expect(((await preview(alice, gb, 'not a tag')).json() as ImportPreview).datesRead?.order).toBe(
      'month-day',
    );
  });

  it('imports a birthday whose phone it cannot use without the phone, and drops an extension', async () => {
    const res = await importFile(alice, fixture('own/escapes-and-broken-cards.vcf'));
    expect(res.json()).toEqual({ imported: 2, skipped: 2 });
    const stored = await list(alice);
    expect(stored.find((b) => b.name === 'Emergency')).toMatchObject({ date: '--12-24', phoneNumber: null });
    expect(stored.find((b) => b.name.startsWith('Pat'))).toMatchObject({
      countryCode: '+1',
      phoneNumber: '4186569254',
    });
  });

  it('stores unescaped text, which the .ics escapes once (RFC 5545) and reads back as written', async () => {
    await importFile(alice, fixture('own/escapes-and-broken-cards.vcf'));
    const pat = (await list(alice)).find((b) => b.name.startsWith('Pat'))!;
    expect(pat.name).toBe('Pat O\'Brien, Jr.; the "Boss"');
    expect(pat.notes).toBe('SERVICES; LOSS OF USE, DATA\nsecond line\\end');
    const ics = await server.app.inject({
      method: 'GET',
      url: `/api/calendar/birthdays/${pat.id}.ics`,
      headers: { cookie: alice.cookie },
    });
    const unfolded = ics.body.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('SUMMARY:Pat O\'Brien\\, Jr.\\; the "Boss"\'s Birthday');
    expect(unfolded).toContain('DESCRIPTION:SERVICES\\; LOSS OF USE\\, DATA\\nsecond line\\\\end');
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

  it('stores every contact of a file larger than one batch of rows, the last part batch too', async () => {
    // 2,001 contacts: two whole batches of 1,000 rows and one row more.
    expect((await importFile(alice, vcards(2001))).json()).toEqual({ imported: 2001, skipped: 0 });
    const stored = await list(alice);
    expect(stored).toHaveLength(2001);
    expect(new Set(stored.map((b) => `${b.name} ${b.date}`))).toEqual(
      new Set(Array.from({ length: 2001 }, (_, i) => `Contact ${i} 1990-05-17`)),
    );
  });

  it('saves nothing of a vCard found too long only after its first batches were stored', async () => {
    // Cards are read while rows are stored: the 10,001st card comes after 10 batches of 1,000.
    const res = await importFile(alice, vcards(10_001));
    expect(errorOf(res)).toBe(
      'This file has more than 10,000 rows. Split it into smaller files and import them one by one.',
    );
    expect(await list(alice)).toEqual([]);
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
