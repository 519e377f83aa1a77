import { birthdays } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { birthdayRow } from '@server/test/factories';
import { createTestServer, type TestServer } from '@server/test/harness';
import type { Topic } from '@shared/realtime';
import { SHARE_MAX_BIRTHDAYS, SHARES_PER_HOUR, type Share } from '@shared/schemas/share';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

type User = { cookie: string; id: string };
type Json = Record<string, unknown>;

// A hand-moved clock: the rate-limit window and 'newest first' are tested without waiting.
const clock = manualClock('2030-06-01T12:00:00Z');
let server: TestServer;
let alice: User;
let bob: User;
let carol: User;

async function signIn(phone: string): Promise<User> {
  const { cookie, user } = await server.signIn(phone);
  return { cookie, id: user.id };
}

beforeAll(async () => {
  server = await createTestServer({ clock });
});
beforeEach(async () => {
  await server.reset();
  alice = await signIn('+12015550123');
  bob = await signIn('+12015550124');
  carol = await signIn('+12015550125');
});
afterAll(() => server.close());

const call = (user: User | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json) =>
  server.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;

const addBirthday = async (user: User, payload: Json) => {
  const res = await call(user, 'POST', '/api/birthdays', payload);
  expect(res.statusCode).toBe(201);
  return res.json() as Json & { id: string };
};
const share = (from: User | null, payload: Json) => call(from, 'POST', '/api/shares', payload);
const shareId = async (from: User, to: User, categories = ['family']) => {
  const res = await share(from, { recipientId: to.id, categories });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
};
const pending = async (user: User) => (await call(user, 'GET', '/api/shares/pending')).json() as Json[];
const accept = (user: User | null, id: string) => call(user, 'POST', `/api/shares/${id}/accept`);
const reject = (user: User | null, id: string) => call(user, 'POST', `/api/shares/${id}/reject`);
const namesOf = async (user: User) =>
  ((await call(user, 'GET', '/api/birthdays')).json() as Json[]).map((b) => `${b.name} ${b.date}`).sort();

/** Alice's list: two family birthdays, one friend. */
async function aliceFamily() {
  const ada = await addBirthday(alice, {
    name: 'Ada Lovelace',
    date: '1815-12-10',
    category: 'family',
    notes: 'Tea',
  });
  const grace = await addBirthday(alice, { name: 'Grace Hopper', date: '--12-09', category: 'family' });
  await addBirthday(alice, { name: 'Linus', date: '--12-28', category: 'friends' });
  return { ada, grace };
}

/** Collects the realtime topics a user's open tabs would hear. */
function listen(user: User) {
  const topics: Topic[] = [];
  const stop = server.deps.realtime.subscribe(user.id, ({ topic }) => topics.push(topic));
  return { topics, stop };
}

describe('sending a share', () => {
  it('stores a pending snapshot of the chosen categories for the recipient', async () => {
    const { ada, grace } = await aliceFamily();
    const res = await share(alice, { recipientId: bob.id, categories: ['family'] });
    expect(res.statusCode).toBe(201);
    const { id, count } = res.json() as { id: string; count: number };
    expect(count).toBe(2);

    const read = await call(bob, 'GET', `/api/shares/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      id,
      senderId: alice.id,
      senderContact: '•••• 0123',
      status: 'pending',
      createdAt: clock.now().getTime(),
      acceptedAt: null,
      rejectedAt: null,
      birthdays: {
        [ada.id]: {
          name: 'Ada Lovelace',
          date: '1815-12-10',
          calendar: 'gregory',
          leap: false,
          notes: 'Tea',
          category: 'family',
          createdAt: ada.createdAt,
        },
        [grace.id]: {
          name: 'Grace Hopper',
          date: '--12-09',
          calendar: 'gregory',
          leap: false,
          notes: '',
          category: 'family',
          createdAt: grace.createdAt,
        },
      },
    });
  });

  it('keeps the birthdays as they were when sent, even if the sender edits them later', async () => {
    const { ada } = await aliceFamily();
    const id = await shareId(alice, bob);
    await call(alice, 'PUT', `/api/birthdays/${ada.id}`, { name: 'Ada King', date: '--12-10' });
    const read = (await call(bob, 'GET', `/api/shares/${id}`)).json() as Share;
    expect(read.birthdays[ada.id]?.name).toBe('Ada Lovelace');
  });

  it('takes the sender from the session, so nobody can send a share in another name', async () => {
    await aliceFamily();
    const res = await share(alice, { recipientId: bob.id, categories: ['family'], senderId: carol.id });
    expect(res.statusCode).toBe(201);
    expect((await pending(bob))[0]).toMatchObject({ senderId: alice.id, senderContact: '•••• 0123' });
  });

  it('accepts a User ID typed in lower case or with spaces', async () => {
    await aliceFamily();
    const typed = `${bob.id.slice(0, 5).toLowerCase()} ${bob.id.slice(5)}`;
    expect((await share(alice, { recipientId: typed, categories: ['Family'] })).statusCode).toBe(201);
    expect(await pending(bob)).toHaveLength(1);
  });

  it('needs a recipient User ID and at least one category', async () => {
    await aliceFamily();
    for (const payload of [
      { categories: ['family'] },
      { recipientId: '', categories: ['family'] },
      { recipientId: '   ', categories: ['family'] },
    ]) {
      const res = await share(alice, payload);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe('Please enter a recipient User ID');
    }
    for (const payload of [{ recipientId: bob.id }, { recipientId: bob.id, categories: [] }]) {
      const res = await share(alice, payload);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe('Please select at least one category');
    }
  });

  it('refuses to share with yourself', async () => {
    await aliceFamily();
    const res = await share(alice, { recipientId: alice.id.toLowerCase(), categories: ['family'] });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('Cannot share with yourself');
  });

  it('says clearly when no user has the User ID', async () => {
    await aliceFamily();
    for (const recipientId of ['ZZZZZZZZZZ', 'X'.repeat(40)]) {
      const res = await share(alice, { recipientId, categories: ['family'] });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(errorOf(res)).toBe('No Cakeday user has this User ID. Check it and try again.');
    }
  });

  it('refuses a category that has no birthdays', async () => {
    await aliceFamily();
    const res = await share(alice, { recipientId: bob.id, categories: ['family', 'work'] });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('There are no birthdays in Work to share');
    expect(errorOf(res)).toBe('There are no birthdays in Work to share');
    expect(await pending(bob)).toEqual([]);
  });

  it(`caps a share at ${SHARE_MAX_BIRTHDAYS} birthdays, and a full one imports completely`, async () => {
    const rows = Array.from({ length: SHARE_MAX_BIRTHDAYS + 1 }, (_, i) => ({
      ...birthdayRow({ userId: alice.id, name: `Person ${i}`, month: (i % 12) + 1, day: (i % 28) + 1 }),
      category: i < SHARE_MAX_BIRTHDAYS ? 'family' : 'friends',
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      await server.deps.db.insert(birthdays).values(rows.slice(i, i + 1000));
    }
    const tooMany = await share(alice, { recipientId: bob.id, categories: ['family', 'friends'] });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany)).toBe('A share can hold at most 5,000 birthdays. Select fewer categories.');
    expect(errorOf(tooMany)).toBe('A share can hold at most 5,000 birthdays. Select fewer categories.');

    const full = await share(alice, { recipientId: bob.id, categories: ['family'] });
    expect(full.json()).toMatchObject({ count: SHARE_MAX_BIRTHDAYS });
    const accepted = await accept(bob, (full.json() as { id: string }).id);
    expect(accepted.json()).toEqual({ imported: SHARE_MAX_BIRTHDAYS, skipped: 0 });
    expect(await namesOf(bob)).toHaveLength(SHARE_MAX_BIRTHDAYS);
  }, 60_000);

  it(`limits each sender to ${SHARES_PER_HOUR} shares an hour`, async () => {
    await aliceFamily();
    await addBirthday(carol, { name: 'Katherine', date: '--08-26', category: 'work' });
    for (let i = 0; i < SHARES_PER_HOUR; i++) {
      await shareId(alice, bob);
      clock.advance(60_000);
    }
    const limited = await share(alice, { recipientId: bob.id, categories: ['family'] });
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toBe('You can share up to 20 times an hour. Please try again later.');
    // Another sender is not held back by Alice's shares.
    expect((await share(carol, { recipientId: bob.id, categories: ['work'] })).statusCode).toBe(201);
    // The window slides: once the first share is an hour old, one more goes through.
    clock.advance(60 * 60_000 - SHARES_PER_HOUR * 60_000 + 1);
    expect((await share(alice, { recipientId: bob.id, categories: ['family'] })).statusCode).toBe(201);
    expect((await share(alice, { recipientId: bob.id, categories: ['family'] })).statusCode).toBe(429);
  });

  it('lets no burst of simultaneous shares past the limit', async () => {
    await aliceFamily();
    for (let i = 0; i < SHARES_PER_HOUR - 1; i++) await shareId(alice, bob);
    const burst = await Promise.all(
      [1, 2, 3, 4, 5].map(() => share(alice, { recipientId: bob.id, categories: ['family'] })),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 429, 429, 429, 429]);
    expect(await pending(bob)).toHaveLength(SHARES_PER_HOUR);
  });

  it("tells the recipient's open tabs that a share arrived, and nobody else's", async () => {
    await aliceFamily();
    const bobTabs = listen(bob);
    const carolTabs = listen(carol);
    await shareId(alice, bob);
    await expect.poll(() => bobTabs.topics).toEqual(['shares']);
    expect(carolTabs.topics).toEqual([]);
    bobTabs.stop();
    carolTabs.stop();
  });
});

describe('the pending listing', () => {
  it('lists only pending shares addressed to me, newest first, with sender and count', async () => {
    await aliceFamily();
    await addBirthday(carol, { name: 'Katherine', date: '--08-26', category: 'work' });
    await addBirthday(carol, { name: 'Dorothy', date: '--04-30', category: 'family' });
    const first = await shareId(alice, bob, ['family', 'friends']);
    clock.advance(60_000);
    const second = await shareId(carol, bob, ['work', 'family']);
    await shareId(alice, carol);
    clock.advance(60_000);
    const third = await shareId(alice, bob);
    await reject(bob, third);

    expect(await pending(bob)).toEqual([
      {
        id: second,
        senderId: carol.id,
        senderContact: '•••• 0125',
        createdAt: clock.now().getTime() - 60_000,
        count: 2,
        categories: ['family', 'work'],
      },
      {
        id: first,
        senderId: alice.id,
        senderContact: '•••• 0123',
        createdAt: clock.now().getTime() - 120_000,
        count: 3,
        categories: ['family', 'friends'],
      },
    ]);
  });
});

describe('accepting a share', () => {
  it('imports the birthdays and marks the share accepted with acceptedAt', async () => {
    await aliceFamily();
    const id = await shareId(alice, bob);
    clock.advance(5 * 60_000);
    const res = await accept(bob, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 2, skipped: 0 });

    const list = (await call(bob, 'GET', '/api/birthdays')).json() as Json[];
    expect(list).toHaveLength(2);
    expect(list.find((b) => b.name === 'Ada Lovelace')).toMatchObject({
      date: '1815-12-10',
      category: 'family',
      notes: 'Tea',
      phoneNumber: null,
      reminders: [
        { type: 'week', enabled: true },
        { type: 'day', enabled: true },
        { type: 'birthday', enabled: true },
      ],
    });
    expect((await call(bob, 'GET', `/api/shares/${id}`)).json()).toMatchObject({
      status: 'accepted',
      acceptedAt: clock.now().getTime(),
      rejectedAt: null,
    });
    expect(await pending(bob)).toEqual([]);
    // The sender keeps their own birthdays.
    expect(await namesOf(alice)).toHaveLength(3);
  });

  it('skips birthdays whose name, in any case, and date match one I already have', async () => {
    await aliceFamily();
    await addBirthday(bob, { name: 'ada lovelace', date: '--12-10', category: 'friends' });
    await addBirthday(bob, { name: 'Grace Hopper', date: '--01-01' });
    const id = await shareId(alice, bob);
    expect((await accept(bob, id)).json()).toEqual({ imported: 1, skipped: 1 });
    expect(await namesOf(bob)).toEqual([
      'Grace Hopper --01-01',
      'Grace Hopper --12-09',
      'ada lovelace --12-10',
    ]);
  });

  it("tells the recipient's open tabs that their birthdays and shares changed", async () => {
    await aliceFamily();
    const bobTabs = listen(bob);
    const id = await shareId(alice, bob);
    await expect.poll(() => bobTabs.topics).toEqual(['shares']);
    await accept(bob, id);
    await expect.poll(() => [...bobTabs.topics].sort()).toEqual(['birthdays', 'shares', 'shares']);
    bobTabs.stop();
  });

  it('imports once when two accepts of one share race', async () => {
    await aliceFamily();
    const id = await shareId(alice, bob);
    const results = await Promise.all([accept(bob, id), accept(bob, id), accept(bob, id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).map(errorOf)).toEqual([
      'This share has already been processed',
      'This share has already been processed',
    ]);
    expect(await namesOf(bob)).toEqual(['Ada Lovelace 1815-12-10', 'Grace Hopper --12-09']);
  });
});

describe('rejecting a share', () => {
  it('marks the share rejected with rejectedAt and imports nothing', async () => {
    await aliceFamily();
    const bobTabs = listen(bob);
    const id = await shareId(alice, bob);
    await expect.poll(() => bobTabs.topics).toEqual(['shares']);
    clock.advance(60_000);
    const res = await reject(bob, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'rejected' });
    expect((await call(bob, 'GET', `/api/shares/${id}`)).json()).toMatchObject({
      status: 'rejected',
      acceptedAt: null,
      rejectedAt: clock.now().getTime(),
    });
    expect(await namesOf(bob)).toEqual([]);
    expect(await pending(bob)).toEqual([]);
    await expect.poll(() => bobTabs.topics).toEqual(['shares', 'shares']);
    bobTabs.stop();
  });
});

describe('only pending shares can be acted on', () => {
  it('refuses to accept or reject an accepted share', async () => {
    await aliceFamily();
    const id = await shareId(alice, bob);
    await accept(bob, id);
    for (const res of [await accept(bob, id), await reject(bob, id)]) {
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toBe('This share has already been processed');
    }
    expect(await namesOf(bob)).toHaveLength(2);
  });

  it('refuses to accept or reject a rejected share', async () => {
    await aliceFamily();
    const id = await shareId(alice, bob);
    await reject(bob, id);
    for (const res of [await accept(bob, id), await reject(bob, id)]) {
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toBe('This share has already been processed');
    }
    expect(await namesOf(bob)).toEqual([]);
    expect((await call(bob, 'GET', `/api/shares/${id}`)).json()).toMatchObject({ status: 'rejected' });
  });

  it('answers Share not found for an id that does not exist', async () => {
    for (const res of [
      await call(bob, 'GET', '/api/shares/no-such-share'),
      await accept(bob, 'no-such-share'),
      await reject(bob, 'no-such-share'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toBe('Share not found');
    }
  });
});

describe('who may see and act on a share', () => {
  it('lets a third user neither list, read, accept nor reject it', async () => {
    await aliceFamily();
    const id = await shareId(alice, bob);
    expect(await pending(carol)).toEqual([]);
    for (const res of [
      await call(carol, 'GET', `/api/shares/${id}`),
      await accept(carol, id),
      await reject(carol, id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toBe('Share not found');
    }
    expect(await namesOf(carol)).toEqual([]);
    expect(await pending(bob)).toHaveLength(1);
  });

  it('lets the sender neither accept nor reject their own share', async () => {
    await aliceFamily();
    const id = await shareId(alice, bob);
    expect(await pending(alice)).toEqual([]);
    for (const res of [
      await call(alice, 'GET', `/api/shares/${id}`),
      await accept(alice, id),
      await reject(alice, id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toBe('Share not found');
    }
    expect(await namesOf(alice)).toHaveLength(3);
    expect((await pending(bob))[0]).toMatchObject({ id });
  });

  it('answers Must be logged in without a session', async () => {
    await aliceFamily();
    const id = await shareId(alice, bob);
    for (const res of [
      await share(null, { recipientId: bob.id, categories: ['family'] }),
      await call(null, 'GET', '/api/shares/pending'),
      await call(null, 'GET', `/api/shares/${id}`),
      await accept(null, id),
      await reject(null, id),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toBe('Must be logged in');
    }
    expect(await pending(bob)).toHaveLength(1);
  });
});
