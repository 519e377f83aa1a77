import { createTestServer, type TestServer } from '@server/test/harness';
import { toBirthdaysCsv } from '@shared/import-export/csv-export';
import type { Birthday } from '@shared/schemas/birthday';
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
const importFile = (user: User, text: string) => post(user, '/api/imports', { text });
const list = async (user: User) =>
  (
    await server.app.inject({ method: 'GET', url: '/api/birthdays', headers: { cookie: user.cookie } })
  ).json() as Birthday[];
const kept = (b: Birthday) => [b.name, b.date, b.calendar, b.leap];

it('keeps the calendar through CSV export and import', async () => {
  await post(alice, '/api/birthdays', { name: 'Grandma', date: '--08-15', calendar: 'chinese' });
  await post(alice, '/api/birthdays', { name: 'Rivka', date: '5785-13-29', calendar: 'hebrew' });
  await post(alice, '/api/birthdays', { name: 'Bo', date: '2017-05-10', calendar: 'dangi', leap: true });
  await post(alice, '/api/birthdays', { name: 'Ann', date: '1990-05-17' });
  expect((await importFile(bob, toBirthdaysCsv(await list(alice)))).json()).toEqual({
    imported: 4,
    skipped: 0,
  });
  expect((await list(bob)).map(kept).sort()).toEqual([
    ['Ann', '1990-05-17', 'gregory', false],
    ['Bo', '2017-05-10', 'dangi', true],
    ['Grandma', '--08-15', 'chinese', false],
    ['Rivka', '5785-13-29', 'hebrew', false],
  ]);
});

it("counts a stored birthday's calendar in the duplicate rule", async () => {
  await post(alice, '/api/birthdays', { name: 'Grandma', date: '--08-15', calendar: 'chinese' });
  // A Gregorian August 15 of the same name is another birthday; the lunar 8/15 is the one stored.
  const file = 'Name,Date,Calendar\ngrandma,--08-15,\nGRANDMA,1950-08-15,chinese\n';
  const previewed = await post(alice, '/api/imports/preview', { text: file });
  expect(previewed.json()).toMatchObject({
    toAdd: [{ row: 2, name: 'grandma', date: '--08-15', calendar: 'gregory', leap: false }],
    duplicates: [
      { row: 3, name: 'GRANDMA', date: '1950-08-15', calendar: 'chinese', leap: false, alreadyStored: true },
    ],
  });
  expect((await importFile(alice, file)).json()).toEqual({ imported: 1, skipped: 1 });
  expect((await list(alice)).map(kept).sort()).toEqual([
    ['Grandma', '--08-15', 'chinese', false],
    ['grandma', '--08-15', 'gregory', false],
  ]);
});
