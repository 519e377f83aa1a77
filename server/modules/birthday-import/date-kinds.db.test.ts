import { createTestServer, type TestServer } from '@server/test/harness';
import { toBirthdaysCsv } from '@shared/import-export/csv-export';
import { toBirthdaysVcard } from '@shared/import-export/vcard-export';
import type { Birthday } from '@shared/schemas/birthday';
import type { ImportPreview } from '@shared/schemas/birthday-import';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';

// Its own server: birthday-import.db.test.ts spends the import route's 30 requests a minute.
type User = { cookie: string };

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

const post = (user: User, url: string, payload: object) =>
  server.app.inject({ method: 'POST', url, payload, headers: { cookie: user.cookie } });
const preview = async (user: User, text: string) =>
  (await post(user, '/api/imports/preview', { text })).json() as ImportPreview;
const importFile = async (user: User, text: string) => (await post(user, '/api/imports', { text })).json();
const list = async (user: User) =>
  (
    await server.app.inject({ method: 'GET', url: '/api/birthdays', headers: { cookie: user.cookie } })
  ).json() as Birthday[];
const dates = async (user: User) =>
  (await list(user))
    .map((b) => [b.name, b.date, b.calendar, b.kind ?? 'birthday', b.label ?? '', b.category].join(' '))
    .sort();

async function addEachKind(user: User) {
  await post(user, '/api/birthdays', { name: 'Ada', date: '1990-05-17', category: 'family' });
  await post(user, '/api/birthdays', {
    name: 'Ann & Bob',
    date: '5770-03-25',
    calendar: 'hebrew',
    kind: 'anniversary',
    category: 'family',
  });
  await post(user, '/api/birthdays', {
    name: 'Grandpa Joe',
    date: '2021-03-02',
    kind: 'remembrance',
    category: 'family',
  });
  await post(user, '/api/birthdays', {
    name: 'Maria',
    date: '--09-12',
    kind: 'other',
    label: 'Name day',
    category: 'family',
  });
}

it('keeps every kind, the Hebrew anniversary and the label through CSV export and import', async () => {
  await addEachKind(alice);
  expect(await importFile(bob, toBirthdaysCsv(await list(alice)))).toEqual({ imported: 4, skipped: 0 });
  expect(await dates(bob)).toEqual([
    'Ada 1990-05-17 gregory birthday  imported',
    'Ann & Bob 5770-03-25 hebrew anniversary  imported',
    'Grandpa Joe 2021-03-02 gregory remembrance  imported',
    'Maria --09-12 gregory other Name day imported',
  ]);
  // Importing the file again adds nothing: each kind is its own duplicate.
  expect(await importFile(bob, toBirthdaysCsv(await list(alice)))).toEqual({ imported: 0, skipped: 4 });
});

it('keeps every Gregorian kind and its category through vCard export and import', async () => {
  await addEachKind(alice);
  const gregorian = (await list(alice)).filter((b) => b.calendar === 'gregory');
  expect(await importFile(bob, toBirthdaysVcard(gregorian))).toEqual({ imported: 3, skipped: 0 });
  expect(await dates(bob)).toEqual([
    'Ada 1990-05-17 gregory birthday  family',
    'Grandpa Joe 2021-03-02 gregory remembrance  family',
    'Maria --09-12 gregory other Name day family',
  ]);
});

it('previews the kind of each date that is no birthday, and an other day without a label as an error', async () => {
  await post(alice, '/api/birthdays', { name: 'Ann & Bob', date: '--06-07', kind: 'anniversary' });
  const file = [
    'Name,Date,Kind,Label',
    'Ann & Bob,2014-06-07,birthday,',
    'ann & bob,2014-06-07,Anniversary,',
    'Maria,--09-12,other,Name day',
    'Mia,--09-13,other,',
  ].join('\n');
  expect(await preview(alice, file)).toMatchObject({
    counts: { toAdd: 2, duplicates: 1, errors: 1 },
    toAdd: [
      { row: 2, name: 'Ann & Bob', date: '2014-06-07', calendar: 'gregory', leap: false },
      {
        row: 4,
        name: 'Maria',
        date: '--09-12',
        calendar: 'gregory',
        leap: false,
        kind: 'other',
        label: 'Name day',
      },
    ],
    duplicates: [{ row: 3, name: 'ann & bob', kind: 'anniversary', label: '', alreadyStored: true }],
    errors: [{ row: 5, name: 'Mia', message: 'Give this day a name, such as Name day' }],
  });
  const birthdayRow = (await preview(alice, file)).toAdd[0]!;
  expect(Object.keys(birthdayRow)).toEqual(['row', 'name', 'date', 'calendar', 'leap']);
  expect(await importFile(alice, file)).toEqual({ imported: 2, skipped: 2 });
});

it('imports a contact with a birthday and an anniversary as two dates of the same name', async () => {
  const vcf = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    'FN:Ann Lee',
    'BDAY:1990-05-17',
    'item1.X-ABDATE:2014-06-07',
    'item1.X-ABLabel:_$!<Anniversary>!$_',
    'END:VCARD',
    '',
  ].join('\r\n');
  expect(await importFile(alice, vcf)).toEqual({ imported: 2, skipped: 0 });
  expect(await dates(alice)).toEqual([
    'Ann Lee 1990-05-17 gregory birthday  imported',
    'Ann Lee 2014-06-07 gregory anniversary  imported',
  ]);
});
