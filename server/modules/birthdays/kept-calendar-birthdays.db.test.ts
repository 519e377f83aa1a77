import { createTestServer, type TestServer } from '@server/test/harness';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// Birthdays kept in other calendars through the API: saved, listed, edited, refused and shared with their
// calendar (docs/calendars.md).
let server: TestServer;
let alice: string;
let bob: { cookie: string; id: string };

beforeAll(async () => {
  server = await createTestServer();
});
beforeEach(async () => {
  await server.reset();
  ({ cookie: alice } = await server.signIn('+12015550123'));
  const signedIn = await server.signIn('+12015550124');
  bob = { cookie: signedIn.cookie, id: signedIn.user.id };
});
afterAll(() => server.close());

type Json = Record<string, unknown>;
const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json) =>
  server.app.inject({ method, url, payload, headers: { cookie } });
const list = async (cookie: string) => (await call(cookie, 'GET', '/api/birthdays')).json() as Json[];

describe('a birthday kept in another calendar', () => {
  it('is saved and listed with its calendar and leap month', async () => {
    const grandma = await call(alice, 'POST', '/api/birthdays', {
      name: 'Grandma',
      date: '1946-08-15',
      calendar: 'chinese',
    });
    expect(grandma.statusCode).toBe(201);
    expect(grandma.json()).toMatchObject({ date: '1946-08-15', calendar: 'chinese', leap: false });
    const leap = await call(alice, 'POST', '/api/birthdays', {
      name: 'Uncle',
      date: '--06-10',
      calendar: 'dangi',
      leap: true,
    });
    expect(leap.statusCode).toBe(201);
    const elul = await call(alice, 'POST', '/api/birthdays', {
      name: 'Avi',
      date: '--13-29',
      calendar: 'hebrew',
    });
    expect(elul.statusCode).toBe(201);
    expect(
      (await list(alice)).map(({ name, date, calendar, leap }) => ({ name, date, calendar, leap })),
    ).toEqual(
      expect.arrayContaining([
        { name: 'Grandma', date: '1946-08-15', calendar: 'chinese', leap: false },
        { name: 'Uncle', date: '--06-10', calendar: 'dangi', leap: true },
        { name: 'Avi', date: '--13-29', calendar: 'hebrew', leap: false },
      ]),
    );
    // An old client's list entry without a calendar stays Gregorian.
    const plain = await call(alice, 'POST', '/api/birthdays', { name: 'Ada', date: '--12-10' });
    expect(plain.json()).toMatchObject({ calendar: 'gregory', leap: false });
  });

  it('refuses a date its calendar does not have', async () => {
    for (const payload of [
      { date: '--13-01' },
      { date: '--12-31', calendar: 'persian' },
      { date: '2026-06-10', calendar: 'chinese', leap: true },
      { date: '--05-01', calendar: 'hebrew', leap: true },
      { date: '--05-01', calendar: 'julian' },
    ]) {
      const res = await call(alice, 'POST', '/api/birthdays', { name: 'X', ...payload });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { error: { message: string } }).error.message).toBe('Please choose a real date');
    }
    expect(await list(alice)).toEqual([]);
  });

  it('an edit moves it between calendars; a date without a calendar is Gregorian', async () => {
    const { id } = (
      await call(alice, 'POST', '/api/birthdays', { name: 'Avi', date: '--07-14', calendar: 'hebrew' })
    ).json() as Json;
    const moved = await call(alice, 'PUT', `/api/birthdays/${id}`, {
      date: '--01-01',
      calendar: 'islamic-umalqura',
    });
    expect(moved.json()).toMatchObject({ date: '--01-01', calendar: 'islamic-umalqura' });
    const renamed = await call(alice, 'PUT', `/api/birthdays/${id}`, { name: 'Avraham' });
    expect(renamed.json()).toMatchObject({ calendar: 'islamic-umalqura' });
    const plain = await call(alice, 'PUT', `/api/birthdays/${id}`, { date: '--03-14' });
    expect(plain.json()).toMatchObject({ date: '--03-14', calendar: 'gregory', leap: false });
  });

  it('the same name on the same month and day of two calendars is two birthdays', async () => {
    const add = (payload: Json) =>
      call(alice, 'POST', '/api/birthdays', { name: 'Mei', date: '--08-15', ...payload });
    expect((await add({ calendar: 'chinese' })).statusCode).toBe(201);
    expect((await add({})).statusCode).toBe(201);
    expect((await add({ calendar: 'dangi' })).statusCode).toBe(201);
    const again = await add({ calendar: 'chinese' });
    expect(again.statusCode).toBe(409);
  });

  it('a share keeps the calendar', async () => {
    await call(alice, 'POST', '/api/birthdays', {
      name: 'Grandma',
      date: '--08-15',
      calendar: 'chinese',
      category: 'family',
    });
    await call(alice, 'POST', '/api/birthdays', {
      name: 'Cousin',
      date: '--04-30',
      calendar: 'dangi',
      leap: false,
      category: 'family',
    });
    const sent = await call(alice, 'POST', '/api/shares', { recipientId: bob.id, categories: ['family'] });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json() as { id: string };
    expect((await call(bob.cookie, 'POST', `/api/shares/${id}/accept`)).statusCode).toBe(200);
    expect(
      (await list(bob.cookie)).map(({ name, date, calendar }) => `${name} ${date} ${calendar}`).sort(),
    ).toEqual(['Cousin --04-30 dangi', 'Grandma --08-15 chinese']);
  });
});
