import { addressBookConnections } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { createTestServer, type TestServer } from '@server/test/harness';
import { ADDRESS_BOOK_TEXT, type ConnectionView } from '@shared/address-books';
import type { Birthday } from '@shared/schemas/birthday';
import { type Radicale, startRadicale } from '@test-support/radicale';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextSyncAt } from './sync-connection';
import { runAddressBookTick } from './sync-job';

type User = { cookie: string; id: string };
let server: TestServer;
let radicale: Radicale;
let alice: User;
let book: string;
const clock = manualClock('2026-03-01T12:00:00Z');
let bookCount = 0;

beforeAll(async () => {
  radicale = await startRadicale();
  server = await createTestServer({ clock, env: { OUTBOUND_ALLOW: '127.0.0.1' } });
});
beforeEach(async () => {
  await server.reset();
  alice = await server.signIn('+12015550123');
  // A fresh book per test: Radicale keeps its folder for the whole file.
  book = await radicale.makeBook(`book${++bookCount}`, `Contacts ${bookCount}`);
});
afterAll(async () => {
  await server?.close();
  await radicale?.close();
});

const call = (user: User, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: { cookie: user.cookie } });
const card = (uid: string, lines: string[], version = '3.0') =>
  ['BEGIN:VCARD', `VERSION:${version}`, `UID:${uid}`, ...lines, 'END:VCARD', ''].join('\r\n');
const list = async (user = alice) =>
  ((await call(user, 'GET', '/api/birthdays')).json() as Birthday[]).map((b) => `${b.name} ${b.date}`).sort();
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;

/** Connects from the host alone (discovery), picks this test's book, and adds its birthdays. */
async function connect(user = alice) {
  const res = await call(user, 'POST', '/api/address-books', {
    server: radicale.url,
    username: radicale.user,
    password: radicale.password,
  });
  expect(res.statusCode).toBe(200);
  const connection = res.json() as ConnectionView;
  const ours = connection.books.find((b) => b.name === `Contacts ${bookCount}`)!;
  return { connection, bookIds: [ours.id] };
}
const preview = (c: { connection: ConnectionView; bookIds: string[] }) =>
  call(alice, 'POST', `/api/address-books/${c.connection.id}/preview`, { bookIds: c.bookIds });
const add = (c: { connection: ConnectionView; bookIds: string[] }) =>
  call(alice, 'POST', `/api/address-books/${c.connection.id}/books`, { bookIds: c.bookIds });
const syncNow = (c: { connection: ConnectionView }) =>
  call(alice, 'POST', `/api/address-books/${c.connection.id}/sync`);

describe('connecting an address book', () => {
  it('discovers the books from the host, previews N to add, M already there, K without a birthday, then adds N', async () => {
    await call(alice, 'POST', '/api/birthdays', { name: 'Ben', date: '--06-01', category: 'family' });
    await radicale.put(
      book,
      'ann.vcf',
      card('ann', ['FN:Ann', 'BDAY:1990-04-15', 'TEL;TYPE=CELL:+1 201 555 0142']),
    );
    await radicale.put(book, 'ben.vcf', card('ben', ['FN:Ben', 'BDAY:--0601']));
    await radicale.put(book, 'cy.vcf', card('cy', ['FN:Cy']));
    await radicale.put(book, 'dot.vcf', card('dot', ['FN:Dot', 'BDAY;VALUE=text:circa 1980']));
    const c = await connect();
    expect((await preview(c)).json()).toEqual({
      toAdd: 1,
      alreadyThere: 1,
      withoutBirthday: 1,
      unreadable: 1,
    });
    expect(await list()).toEqual(['Ben --06-01']);
    expect((await add(c)).json()).toEqual({ added: 1, updated: 0, removed: 0, unlinked: 0 });
    expect(await list()).toEqual(['Ann 1990-04-15', 'Ben --06-01']);
    const ann = ((await call(alice, 'GET', '/api/birthdays')).json() as Birthday[]).find(
      (b) => b.name === 'Ann',
    )!;
    expect(ann).toMatchObject({ countryCode: '+1', phoneNumber: '2015550142' });
    const sources = (await call(alice, 'GET', '/api/address-books/sources')).json();
    expect(sources).toEqual({ [ann.id]: { source: '127.0.0.1', linked: true } });
  });

  it("counts a contact's birthday as new beside an anniversary of the same name and day", async () => {
    const anniversary = { name: 'Ann', date: '1990-04-15', category: 'family', kind: 'anniversary' };
    expect((await call(alice, 'POST', '/api/birthdays', anniversary)).statusCode).toBe(201);
    await radicale.put(book, 'ann.vcf', card('ann', ['FN:Ann', 'BDAY:1990-04-15']));
    const c = await connect();
    expect((await preview(c)).json()).toMatchObject({ toAdd: 1, alreadyThere: 0 });
    expect((await add(c)).json()).toMatchObject({ added: 1 });
    expect(await list()).toEqual(['Ann 1990-04-15', 'Ann 1990-04-15']);
  });

  it('never sends the password back, in any answer', async () => {
    const c = await connect();
    const answers = [
      JSON.stringify(c.connection),
      (await call(alice, 'GET', '/api/address-books')).body,
      (await add(c)).body,
      (await syncNow(c)).body,
    ];
    for (const body of answers) expect(body).not.toContain(radicale.password);
    const [row] = await server.deps.db.select().from(addressBookConnections);
    expect(row!.sealedPassword).not.toContain(radicale.password);
    expect(Buffer.from(row!.sealedPassword, 'base64').toString('utf8')).not.toContain(radicale.password);
  });

  it('says "The server refused this user name or password" for a 401', async () => {
    const res = await call(alice, 'POST', '/api/address-books', {
      server: radicale.url,
      username: radicale.user,
      password: 'wrong',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('The server refused this user name or password');
  });

  it('refuses a private address without OUTBOUND_ALLOW', async () => {
    const strict = await createTestServer();
    try {
      const user = await strict.signIn('+12015550129');
      const res = await strict.app.inject({
        method: 'POST',
        url: '/api/address-books',
        payload: { server: radicale.url, username: radicale.user, password: radicale.password },
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe(ADDRESS_BOOK_TEXT.notAllowed);
    } finally {
      await strict.close();
    }
  });
});

describe('staying in sync', () => {
  it('follows a new contact, a new name, a new date, a removed birthday and a deleted contact', async () => {
    await radicale.put(book, 'ann.vcf', card('ann', ['FN:Ann', 'BDAY:1990-04-15']));
    await radicale.put(book, 'ben.vcf', card('ben', ['FN:Ben', 'BDAY:1985-01-02']));
    await radicale.put(book, 'cy.vcf', card('cy', ['FN:Cy', 'BDAY:1970-07-07']));
    const c = await connect();
    await add(c);
    await radicale.put(book, 'dan.vcf', card('dan', ['FN:Dan', 'BDAY:2001-09-09']));
    await radicale.put(book, 'ann.vcf', card('ann', ['FN:Ann Smith', 'BDAY:1990-04-16']));
    await radicale.put(book, 'ben.vcf', card('ben', ['FN:Ben']));
    await radicale.remove(book, 'cy.vcf');
    expect((await syncNow(c)).json()).toEqual({ added: 1, updated: 1, removed: 2, unlinked: 0 });
    expect(await list()).toEqual(['Ann Smith 1990-04-16', 'Dan 2001-09-09']);
    // Nothing changed: nothing happens.
    expect((await syncNow(c)).json()).toEqual({ added: 0, updated: 0, removed: 0, unlinked: 0 });
  });

  it('keeps a birthday the user changed in Cakeday, no longer linked, and never touches their own', async () => {
    await radicale.put(book, 'ann.vcf', card('ann', ['FN:Ann', 'BDAY:1990-04-15']));
    await radicale.put(book, 'ben.vcf', card('ben', ['FN:Ben', 'BDAY:1985-01-02']));
    await call(alice, 'POST', '/api/birthdays', { name: 'Own', date: '--03-03', category: 'family' });
    const c = await connect();
    await add(c);
    const stored = (await call(alice, 'GET', '/api/birthdays')).json() as Birthday[];
    const ann = stored.find((b) => b.name === 'Ann')!;
    const ben = stored.find((b) => b.name === 'Ben')!;
    const edit = await server.app.inject({
      method: 'PUT',
      url: `/api/birthdays/${ann.id}`,
      payload: { name: 'Annie' },
      headers: { cookie: alice.cookie },
    });
    expect(edit.statusCode).toBe(200);
    const editBen = await server.app.inject({
      method: 'PUT',
      url: `/api/birthdays/${ben.id}`,
      payload: { date: '1985-01-03' },
      headers: { cookie: alice.cookie },
    });
    expect(editBen.statusCode).toBe(200);
    await radicale.put(book, 'ann.vcf', card('ann', ['FN:Ann', 'BDAY:1990-05-15']));
    await radicale.remove(book, 'ben.vcf');
    expect((await syncNow(c)).json()).toEqual({ added: 0, updated: 0, removed: 0, unlinked: 2 });
    expect(await list()).toEqual(['Annie 1990-04-15', 'Ben 1985-01-03', 'Own --03-03']);
    const sources = (await call(alice, 'GET', '/api/address-books/sources')).json();
    expect(sources).toEqual({
      [ann.id]: { source: '127.0.0.1', linked: false },
      [ben.id]: { source: '127.0.0.1', linked: false },
    });
    expect(ADDRESS_BOOK_TEXT.unlinked('iCloud')).toBe(
      'No longer synced with iCloud: you changed this birthday in Cakeday, so Cakeday keeps your version.',
    );
    // Unlinked: the contact's next change is not applied either.
    await radicale.put(book, 'ann.vcf', card('ann', ['FN:Ann', 'BDAY:1990-06-15']));
    await syncNow(c);
    expect(await list()).toEqual(['Annie 1990-04-15', 'Ben 1985-01-03', 'Own --03-03']);
  });

  it('reads every dialect of BDAY, and keeps anniversaries aside', async () => {
    const cards: Record<string, string> = {
      a: card('a', ['FN:Four Dash', 'BDAY:--04-15'], '4.0'),
      b: card('b', ['FN:Four Compact', 'BDAY:--0416'], '4.0'),
      c: card('c', ['FN:Apple Omit', 'BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-17']),
      d: card('d', ['FN:Apple Bare', 'BDAY:1604-04-18']),
      e: card('e', ['FN:Google', 'BDAY:--0414']),
      f: card('f', ['FN:Full', 'BDAY:19900419']),
      g: card('g', ['FN:Text', 'BDAY;VALUE=text:sometime in April'], '4.0'),
      h: card('h', ['FN:Garbage', 'BDAY:not a date']),
      i: card(
        'i',
        [
          'FN:Married',
          'ANNIVERSARY:20100612',
          'item1.X-ABDATE:2015-03-01',
          'item1.X-ABLABEL:_$!<Anniversary>!$_',
        ],
        '4.0',
      ),
    };
    for (const [id, text] of Object.entries(cards)) await radicale.put(book, `${id}.vcf`, text);
    const c = await connect();
    expect((await preview(c)).json()).toEqual({
      toAdd: 6,
      alreadyThere: 0,
      withoutBirthday: 1,
      unreadable: 2,
    });
    await add(c);
    expect(await list()).toEqual([
      'Apple Bare --04-18',
      'Apple Omit --04-17',
      'Four Compact --04-16',
      'Four Dash --04-15',
      'Full 1990-04-19',
      'Google --04-14',
    ]);
    const [kept] = await server.deps.db
      .execute(sql`select other_dates from address_book_contacts where href like '%/i.vcf'`)
      .then((r) => (r as unknown as { rows: { other_dates: unknown }[] }).rows);
    expect(kept!.other_dates).toEqual([
      { label: 'Anniversary', date: '20100612' },
      { label: 'Anniversary', date: '2015-03-01' },
    ]);
  });

  it('two syncs at once bring each contact once', async () => {
    for (let i = 0; i < 30; i++)
      await radicale.put(book, `p${i}.vcf`, card(`p${i}`, [`FN:Person ${i}`, 'BDAY:2000-01-01']));
    const c = await connect();
    await call(alice, 'POST', `/api/address-books/${c.connection.id}/preview`, { bookIds: c.bookIds });
    const results = await Promise.all([add(c), syncNow(c), syncNow(c)]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
    expect(await list()).toHaveLength(30);
  });
});

describe('the worker', () => {
  it('syncs due connections on their own phase, counts failures, pauses at ten and says why', async () => {
    await radicale.put(book, 'ann.vcf', card('ann', ['FN:Ann', 'BDAY:1990-04-15']));
    const c = await connect();
    await add(c);
    await radicale.put(book, 'ben.vcf', card('ben', ['FN:Ben', 'BDAY:1985-01-02']));
    const log = pino({ level: 'silent' });
    const [row] = await server.deps.db.select().from(addressBookConnections);
    expect(row!.nextSyncAt!.getTime()).toBeGreaterThan(clock.now().getTime());
    clock.set(row!.nextSyncAt!);
    await runAddressBookTick(server.deps, log);
    expect(await list()).toEqual(['Ann 1990-04-15', 'Ben 1985-01-02']);
    // The server now refuses the password: ten failed syncs in a row pause it.
    await server.deps.db.update(addressBookConnections).set({ username: 'nobody' });
    for (let i = 0; i < 10; i++) {
      const [due] = await server.deps.db.select().from(addressBookConnections);
      clock.set(due!.nextSyncAt!);
      await runAddressBookTick(server.deps, log);
    }
    const [paused] = await server.deps.db.select().from(addressBookConnections);
    expect(paused).toMatchObject({
      failures: 10,
      pausedAt: clock.now(),
      lastError: ADDRESS_BOOK_TEXT.paused,
    });
    expect(paused!.lastSuccessAt).not.toBeNull();
    const view = (await call(alice, 'GET', '/api/address-books')).json() as ConnectionView[];
    expect(view[0]).toMatchObject({ paused: true, lastError: ADDRESS_BOOK_TEXT.paused });
    // Paused: the worker leaves it.
    clock.advance(24 * 3600_000);
    await radicale.put(book, 'cy.vcf', card('cy', ['FN:Cy', 'BDAY:1970-07-07']));
    await server.deps.db.update(addressBookConnections).set({ username: radicale.user });
    await runAddressBookTick(server.deps, log);
    expect(await list()).toHaveLength(2);
    // Sync now resumes it.
    expect((await syncNow(c)).json()).toMatchObject({ added: 1 });
    const [resumed] = await server.deps.db.select().from(addressBookConnections);
    expect(resumed).toMatchObject({ failures: 0, pausedAt: null, lastError: null });
  });

  it('spreads 1,000 connections over the interval', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const interval = 30 * 60_000;
    const minutes = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const at = nextSyncAt(`connection-${i}`, now, interval).getTime() - now.getTime();
      expect(at).toBeGreaterThan(0);
      expect(at).toBeLessThanOrEqual(interval);
      minutes.add(Math.floor(at / 60_000));
    }
    expect(minutes.size).toBe(30);
  });

  it('deleting the account or the connection deletes the credentials', async () => {
    const c = await connect();
    expect((await call(alice, 'DELETE', `/api/address-books/${c.connection.id}`)).statusCode).toBe(204);
    expect(await server.deps.db.select().from(addressBookConnections)).toEqual([]);
    await connect();
    await server.deps.db.execute(sql`delete from users where id = ${alice.id}`);
    expect(
      await server.deps.db
        .select()
        .from(addressBookConnections)
        .where(eq(addressBookConnections.userId, alice.id)),
    ).toEqual([]);
  });
});
