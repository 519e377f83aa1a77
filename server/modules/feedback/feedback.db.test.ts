import { manualClock } from '@server/lib/clock';
import { createTestServer, type TestServer } from '@server/test/harness';
import { FEEDBACK_MAX_LENGTH } from '@shared/constants';
import { FEEDBACK_PER_HOUR } from '@shared/schemas/feedback';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listFeedback } from './list-feedback';

type User = { cookie: string; id: string };

const clock = manualClock('2030-06-01T12:00:00Z');
let server: TestServer;
let alice: User;

beforeAll(async () => {
  server = await createTestServer({ clock });
});
beforeEach(async () => {
  await server.reset();
  const { cookie, user } = await server.signIn('+12015550123');
  alice = { cookie, id: user.id };
});
afterAll(() => server.close());

const send = (user: User | null, payload: Record<string, unknown>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload,
    headers: user ? { cookie: user.cookie } : {},
  });
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;
const stored = () => listFeedback(server.deps, {});

describe('sending feedback', () => {
  it("stores type, text, time, the writer's phone and status 'new'", async () => {
    const res = await send(alice, { type: 'feature_request', feedback: '  Dark mode please 🎂  ' });
    expect(res.statusCode).toBe(201);
    expect(await stored()).toEqual([
      {
        id: (res.json() as { id: string }).id,
        type: 'feature_request',
        feedback: 'Dark mode please 🎂',
        contact: '+12015550123',
        status: 'new',
        createdAt: clock.now(),
      },
    ]);
  });

  it('takes the Settings categories', async () => {
    for (const type of ['suggestion', 'bug', 'ux', 'other']) {
      clock.advance(1000);
      expect((await send(alice, { type, feedback: `about ${type}` })).statusCode).toBe(201);
    }
    expect((await stored()).map((f) => f.type)).toEqual(['other', 'ux', 'bug', 'suggestion']);
  });

  it("refuses blank text with 'Feedback cannot be empty'", async () => {
    for (const feedback of ['', '   \n\t ', undefined]) {
      const res = await send(alice, { type: 'bug', feedback });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe('Feedback cannot be empty');
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses NUL bytes with a clear 400, storing nothing', async () => {
    const res = await send(alice, { type: 'bug', feedback: 'a\u0000b' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(
      'Some text contains characters Cakeday cannot store. Please remove them and try again.',
    );
    expect(await stored()).toEqual([]);
  });

  it('refuses text past the length bound in our words, and an unknown type', async () => {
    const long = await send(alice, { type: 'bug', feedback: 'x'.repeat(10_000) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long)).toBe('Feedback can be at most 2,000 characters. Please shorten it.');
    expect((await send(alice, { type: 'bug', feedback: 'x'.repeat(FEEDBACK_MAX_LENGTH) })).statusCode).toBe(
      201,
    );
    const badType = await send(alice, { type: 'spam', feedback: 'hi' });
    expect(badType.statusCode).toBe(400);
    expect(errorOf(badType)).toBe('Failed to submit feedback. Please try again.');
  });

  it("needs a signed-in user: 'Must be logged in'", async () => {
    const res = await send(null, { type: 'bug', feedback: 'hi' });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toBe('Must be logged in');
  });

  it('refuses a write from another origin', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { type: 'bug', feedback: 'hi' },
      headers: { cookie: alice.cookie, origin: 'null' },
    });
    expect(res.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });
});

describe('the per-user rate limit', () => {
  it(`holds at ${FEEDBACK_PER_HOUR} an hour when 20 arrive at once`, async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(alice, { type: 'other', feedback: `note ${i}` })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(FEEDBACK_PER_HOUR);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - FEEDBACK_PER_HOUR);
    expect(errorOf(results.find((r) => r.statusCode === 429)!)).toBe(
      'You can send feedback up to 5 times an hour. Please try again later.',
    );
    expect(await stored()).toHaveLength(FEEDBACK_PER_HOUR);
  });

  it('counts per user and opens again after an hour', async () => {
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) {
      expect((await send(alice, { type: 'other', feedback: `n${i}` })).statusCode).toBe(201);
    }
    expect((await send(alice, { type: 'other', feedback: 'one more' })).statusCode).toBe(429);
    const { cookie, user } = await server.signIn('+12015550124');
    expect((await send({ cookie, id: user.id }, { type: 'other', feedback: 'bob' })).statusCode).toBe(201);
    clock.advance(60 * 60_000 + 1);
    expect((await send(alice, { type: 'other', feedback: 'later' })).statusCode).toBe(201);
  });
});

describe('the operator list', () => {
  it('is newest first and filters by status', async () => {
    await send(alice, { type: 'bug', feedback: 'first' });
    clock.advance(1000);
    await send(alice, { type: 'ux', feedback: 'second' });
    expect((await listFeedback(server.deps, { status: 'new' })).map((f) => f.feedback)).toEqual([
      'second',
      'first',
    ]);
    expect(await listFeedback(server.deps, { status: 'done' })).toEqual([]);
  });
});
