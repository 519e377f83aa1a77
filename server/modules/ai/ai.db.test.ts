import { manualClock } from '@server/lib/clock';
import { createTestServer, type TestServer } from '@server/test/harness';
import { AI_REQUESTS_PER_MINUTE, WISH_MAX_CHARS } from '@shared/schemas/ai';
import { FAKE_AI_WISH, type FakeAi, startFakeAi } from '@test-support/fake-ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

type User = { cookie: string; id: string };
type Json = Record<string, unknown>;

// June 10: a June 10 birthday is today's, a June 8 one was two days ago (belated).
const clock = manualClock('2030-06-10T12:00:00Z');
let fake: FakeAi;
let server: TestServer;
let offline: TestServer;
let alice: User;
/** Signed in once on the server without a model. */
let carol: User;

beforeAll(async () => {
  fake = await startFakeAi();
  // One after the other: two databases starting at once on a busy machine can miss Fastify's plugin timeout.
  server = await createTestServer({
    clock,
    env: { AI_BASE_URL: fake.url, AI_API_KEY: fake.apiKey, AI_MODEL: 'test-model' },
  });
  offline = await createTestServer({ clock });
  carol = await signIn(offline, '+12015550125');
});
beforeEach(async () => {
  clock.set('2030-06-10T12:00:00Z');
  fake.reset();
  await server.reset();
  alice = await signIn(server, '+12015550123');
});
afterAll(async () => {
  await Promise.all([server.close(), offline.close()]);
  await fake.close();
});

async function signIn(on: TestServer, phone: string): Promise<User> {
  const { cookie, user } = await on.signIn(phone);
  return { cookie, id: user.id };
}
const call = (user: User | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json, on = server) =>
  on.app.inject({ method, url, payload, headers: user ? { cookie: user.cookie } : {} });
const errorOf = (res: { json(): unknown }) => (res.json() as { error: { message: string } }).error.message;
async function addBirthday(user: User, payload: Json, on = server) {
  const res = await call(user, 'POST', '/api/birthdays', payload, on);
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}
const wish = (user: User | null, birthdayId: string, on = server, previous?: string) =>
  call(user, 'POST', '/api/ai/wish', { birthdayId, ...(previous === undefined ? {} : { previous }) }, on);

describe('wishes', () => {
  it('needs a signed-in user', async () => {
    const res = await wish(null, 'x');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toBe('Must be logged in');
  });

  it('asks the model with the spec prompt (tone, language, emojis, under 160, belated flag) and answers its text', async () => {
    const id = await addBirthday(alice, { name: 'Ada', date: '--06-10', category: 'family' });
    const res = await wish(alice, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      text: FAKE_AI_WISH,
      belated: false,
      tone: 'friendly',
      language: 'en',
      source: 'ai',
    });
    const [sent] = fake.requests;
    expect(sent!.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(sent!.body).toMatchObject({ model: 'test-model', temperature: 0.7, max_tokens: 100 });
    expect(sent!.body.response_format).toBeUndefined();
    const [system, user] = sent!.body.messages;
    expect(system!.content).toMatch(
      /Tone: friendly\. Language: English\..*emojis.*under 160 characters.*today/s,
    );
    expect(user).toEqual({
      role: 'user',
      content: 'Write a birthday message for Ada. Relationship: family.',
    });
    expect(res.body).not.toContain(fake.apiKey);
  });

  it('writes a belated wish in the saved tone and language for a birthday two days ago', async () => {
    const id = await addBirthday(alice, { name: 'Zeynep', date: '1990-06-08' });
    expect(
      (await call(alice, 'PUT', '/api/ai/message-settings', { tone: 'funny', language: 'tr' })).statusCode,
    ).toBe(200);
    const res = await wish(alice, id);
    expect(res.json()).toMatchObject({ belated: true, tone: 'funny', language: 'tr' });
    expect(fake.requests[0]!.body.messages[0]!.content).toMatch(
      /Tone: funny\. Language: Turkish\..*belated/s,
    );
  });

  it.each([
    ['fails', () => fake.setMode('fail')],
    ['answers malformed JSON', () => fake.setMode('malformed')],
    ['answers too long', () => fake.script('x'.repeat(WISH_MAX_CHARS))],
    ['answers nothing', () => fake.script('   ')],
  ])('falls back to a built-in wish with the name when the model %s', async (_, misbehave) => {
    const id = await addBirthday(alice, { name: 'Ada', date: '--06-10' });
    misbehave();
    const res = await wish(alice, id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { text: string; source: string };
    expect(body.source).toBe('offline');
    expect(body.text).toContain('Ada');
    expect(body.text.length).toBeLessThan(WISH_MAX_CHARS);
  });

  it('refuses a request from another origin, or from Origin: null (a sandboxed page)', async () => {
    const id = await addBirthday(alice, { name: 'Ada', date: '--06-10' });
    for (const origin of ['null', 'https://evil.example']) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/ai/wish',
        payload: { birthdayId: id },
        headers: { cookie: alice.cookie, origin },
      });
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toBe('Request refused: it did not come from this site.');
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("refuses another user's birthday", async () => {
    const bob = await signIn(server, '+12015550124');
    const id = await addBirthday(bob, { name: 'Bob', date: '--06-10' });
    const res = await wish(alice, id);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toBe('Birthday not found');
    expect(fake.requests).toHaveLength(0);
  });

  it(`holds the limit of ${AI_REQUESTS_PER_MINUTE} a minute under 20 requests at once, and again after a minute`, async () => {
    const id = await addBirthday(alice, { name: 'Ada', date: '--06-10' });
    const results = await Promise.all(Array.from({ length: 20 }, () => wish(alice, id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(AI_REQUESTS_PER_MINUTE);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - AI_REQUESTS_PER_MINUTE);
    expect(errorOf(results.find((r) => r.statusCode === 429)!)).toBe(
      'You can ask for up to 10 AI texts a minute. Please wait a moment and try again.',
    );
    expect(fake.requests).toHaveLength(AI_REQUESTS_PER_MINUTE);
    // Another user is not held back by Alice's minute.
    const bob = await signIn(server, '+12015550124');
    expect((await wish(bob, await addBirthday(bob, { name: 'Bo', date: '--06-10' }))).statusCode).toBe(200);
    clock.advance(61_000);
    expect((await wish(alice, id)).statusCode).toBe(200);
  });

  it('tells the model the age turned when the year is known, on the day and a few days after', async () => {
    const today = await addBirthday(alice, { name: 'Ada', date: '1990-06-10', category: 'family' });
    await wish(alice, today);
    expect(fake.requests[0]!.body.messages[1]!.content).toBe(
      'Write a birthday message for Ada. Relationship: family. Age: turning 40.',
    );
    const past = await addBirthday(alice, { name: 'Bo', date: '2029-06-08', category: 'friends' });
    await wish(alice, past);
    expect(fake.requests[1]!.body.messages[1]!.content).toBe(
      'Write a birthday message for Bo. Relationship: friends. Age: just turned 1.',
    );
  });

  it('counts days and age of a lunar birthday in its calendar: Chinese 8/15 of 1950 is 2026-09-25, turning 76', async () => {
    clock.set('2026-09-25T12:00:00Z');
    const id = await addBirthday(alice, { name: 'Nai Nai', date: '1950-08-15', calendar: 'chinese' });
    expect((await wish(alice, id)).json()).toMatchObject({ belated: false });
    expect(fake.requests[0]!.body.messages[1]!.content).toBe(
      'Write a birthday message for Nai Nai. Relationship: other. Age: turning 76.',
    );
    // Two days later, a belated wish; read as August 15 it would be a wish for next August.
    clock.set('2026-09-27T12:00:00Z');
    expect((await wish(alice, id)).json()).toMatchObject({ belated: true });
    expect(fake.requests[1]!.body.messages[1]!.content).toBe(
      'Write a birthday message for Nai Nai. Relationship: other. Age: just turned 76.',
    );
  });

  it('Regenerate: the model is asked for another text, and a model that repeats itself gives way to a built-in wish', async () => {
    const id = await addBirthday(alice, { name: 'Ada', date: '--06-10' });
    const res = await wish(alice, id, server, FAKE_AI_WISH);
    expect(fake.requests[0]!.body.messages[0]!.content).toContain(
      `Write a different message from this one: ${FAKE_AI_WISH}`,
    );
    const body = res.json() as { text: string; source: string };
    expect(body.source).toBe('offline');
    expect(body.text).not.toBe(FAKE_AI_WISH);
    expect(body.text).toContain('Ada');

    fake.script('Another model wish for Ada 🎉');
    expect((await wish(alice, id, server, FAKE_AI_WISH)).json()).toMatchObject({
      text: 'Another model wish for Ada 🎉',
      source: 'ai',
    });
  });

  it('Regenerate offline never gives the wish on screen again', async () => {
    // A user of its own: these ten wishes are a minute's whole AI allowance.
    const dora = await signIn(offline, '+12015550126');
    const id = await addBirthday(dora, { name: 'Dora', date: '--06-11' }, offline);
    let previous = ((await wish(dora, id, offline)).json() as { text: string }).text;
    for (let i = 0; i < AI_REQUESTS_PER_MINUTE - 1; i++) {
      const next = ((await wish(dora, id, offline, previous)).json() as { text: string }).text;
      expect(next).not.toBe(previous);
      expect(next).toContain('Dora');
      previous = next;
    }
  });

  it('refuses a previous wish longer than any wish', async () => {
    const id = await addBirthday(alice, { name: 'Ada', date: '--06-10' });
    const res = await wish(alice, id, server, 'x'.repeat(WISH_MAX_CHARS + 1));
    expect(res.statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers offline without a model', async () => {
    const id = await addBirthday(carol, { name: 'Carol', date: '--06-10' }, offline);
    const res = await wish(carol, id, offline);
    expect(res.json()).toMatchObject({ source: 'offline', belated: false });
    expect((res.json() as { text: string }).text).toContain('Carol');
  });
});

describe('message settings', () => {
  it('start at friendly / en, are saved per user, and refuse unknown values', async () => {
    expect((await call(alice, 'GET', '/api/ai/message-settings')).json()).toEqual({
      tone: 'friendly',
      language: 'en',
    });
    await call(alice, 'PUT', '/api/ai/message-settings', { tone: 'poetic', language: 'it' });
    expect((await call(alice, 'GET', '/api/ai/message-settings')).json()).toEqual({
      tone: 'poetic',
      language: 'it',
    });
    const bob = await signIn(server, '+12015550124');
    expect((await call(bob, 'GET', '/api/ai/message-settings')).json()).toEqual({
      tone: 'friendly',
      language: 'en',
    });
    expect(
      (await call(alice, 'PUT', '/api/ai/message-settings', { tone: 'rude', language: 'it' })).statusCode,
    ).toBe(400);
    expect((await call(null, 'GET', '/api/ai/message-settings')).statusCode).toBe(401);
  });
});

describe('gift ideas', () => {
  const gifts = (user: User, birthdayId: string, on = server) =>
    call(user, 'POST', '/api/ai/gifts', { birthdayId, count: 5 }, on);

  it('needs interests', async () => {
    const id = await addBirthday(alice, { name: 'Ada', date: '--06-10' });
    const res = await gifts(alice, id);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe('No interests specified for gift suggestions');
  });

  it("asks the model for a JSON 'suggestions' array from name, relationship, interests and count", async () => {
    const id = await addBirthday(alice, {
      name: 'Ada',
      date: '--06-10',
      category: 'friends',
      interests: ['Outdoor Adventures', 'Board Games'],
    });
    const res = await gifts(alice, id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { source: string; suggestions: Array<{ title: string }>; notice?: string };
    expect(body.source).toBe('ai');
    expect(body.notice).toBeUndefined();
    expect(body.suggestions.map((s) => s.title)).toEqual([1, 2, 3, 4, 5].map((n) => `Model gift ${n}`));
    const sent = fake.requests[0]!.body;
    expect(sent).toMatchObject({
      temperature: 0.7,
      max_tokens: 1000,
      response_format: { type: 'json_object' },
    });
    expect(sent.messages[0]!.content).toContain('"suggestions"');
    expect(sent.messages[1]!.content).toBe(
      'Name: Ada\nRelationship: friends\nInterests: Outdoor Adventures, Board Games\nNumber of suggestions: 5',
    );
  });

  it.each([
    ['a reply without an array', '{"suggestions": "boots"}'],
    ['suggestions missing required fields', '{"suggestions": [{"title": "Boots"}]}'],
    ['a reply that is not JSON', 'Sure! Here are some ideas: boots.'],
  ])('answers from the catalogue with the notice for %s', async (_, content) => {
    const id = await addBirthday(alice, { name: 'Ada', date: '--06-10', interests: ['Board Games'] });
    fake.script(content);
    const body = (await gifts(alice, id)).json() as {
      source: string;
      notice: string;
      suggestions: unknown[];
    };
    expect(body).toMatchObject({ source: 'offline', notice: 'AI suggestions are currently unavailable' });
    expect(body.suggestions).toHaveLength(5);
    expect(JSON.stringify(body)).not.toContain('Sure!');
  });

  it('answers from the catalogue without a model', async () => {
    const id = await addBirthday(carol, { name: 'Cara', date: '--06-10', interests: ['Yoga'] }, offline);
    const body = (await gifts(carol, id, offline)).json() as {
      source: string;
      suggestions: Array<{ title: string }>;
    };
    expect(body.source).toBe('offline');
    expect(body.suggestions[0]!.title).toBeTruthy();
  });
});

describe('voice', () => {
  const voice = (user: User, transcript: string, on = server) =>
    call(user, 'POST', '/api/ai/voice', { transcript }, on);

  it('asks the model for a JSON name, date and confidence', async () => {
    const res = await voice(alice, 'Add Sarah on March 5th');
    expect(res.json()).toEqual({ name: 'Sarah', date: '--03-05', confidence: 0.95 });
    expect(fake.requests[0]!.body).toMatchObject({ response_format: { type: 'json_object' } });
    expect(fake.requests[0]!.body.messages[1]).toEqual({ role: 'user', content: 'Add Sarah on March 5th' });
    // A model keeps whole names too, as the offline reader does.
    expect(fake.requests[0]!.body.messages[0]!.content).toContain('"Grandpa Joe"');
  });

  it.each([
    ['an impossible date', '{"name": "Tom", "date": "2030-02-30", "confidence": 0.9}'],
    ['a confidence out of range', '{"name": "Tom", "date": "--07-14", "confidence": 7}'],
    ['prose', 'The name is Tom.'],
  ])('reads the sentence offline when the model gives %s', async (_, content) => {
    fake.script(content);
    expect((await voice(alice, 'remember Tom birthday 7/14')).json()).toEqual({
      name: 'Tom',
      date: '--07-14',
      confidence: 0.9,
    });
  });

  it('refuses text no one could have said: 10,000 characters, NUL bytes, nothing', async () => {
    for (const transcript of ['a'.repeat(10_000), '   ']) {
      const res = await voice(alice, transcript);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toBe('Please include both name and date in your voice input.');
    }
    const nul = await voice(alice, 'Tom\u0000 July 4');
    expect(nul.statusCode).toBe(400);
    expect(errorOf(nul)).toBe(
      'Some text contains characters Cakeday cannot store. Please remove them and try again.',
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('reads offline without a model', async () => {
    expect((await voice(carol, 'Zeynep ninth of October', offline)).json()).toMatchObject({
      name: 'Zeynep',
      date: '--10-09',
    });
  });
});
