import { manualClock } from '@server/lib/clock';
import { createTestServer, type TestServer } from '@server/test/harness';
import { type FakeAi, startFakeAi } from '@test-support/fake-ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// The wishes and gift ideas of the other kinds of date; ai.db.test.ts keeps the birthday's.
type User = { cookie: string; id: string };
type Json = Record<string, unknown>;
type Wish = { text: string; tone: string; language: string; belated: boolean; source: string };

// June 10: a June 10 date is today's, a June 8 one was two days ago (belated).
const clock = manualClock('2030-06-10T12:00:00Z');
let fake: FakeAi;
let server: TestServer;
let alice: User;

beforeAll(async () => {
  fake = await startFakeAi();
  server = await createTestServer({
    clock,
    env: { AI_BASE_URL: fake.url, AI_API_KEY: fake.apiKey, AI_MODEL: 'test-model' },
  });
});
beforeEach(async () => {
  clock.set('2030-06-10T12:00:00Z');
  fake.reset();
  await server.reset();
  const { cookie, user } = await server.signIn('+12015550123');
  alice = { cookie, id: user.id };
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const call = (method: 'POST' | 'PUT', url: string, payload: Json) =>
  server.app.inject({ method, url, payload, headers: { cookie: alice.cookie } });
async function add(payload: Json) {
  const res = await call('POST', '/api/birthdays', payload);
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}
const wish = async (birthdayId: string) => {
  const res = await call('POST', '/api/ai/wish', { birthdayId });
  expect(res.statusCode).toBe(200);
  return res.json() as Wish;
};
const prompt = () =>
  fake.requests
    .at(-1)!
    .body.messages.map((m) => m.content)
    .join('\n');
const grandpa = { name: 'Grandpa Joe', date: '2025-06-10', kind: 'remembrance', category: 'family' };

describe('a remembrance', () => {
  it('asks the model for a calm message about the years since, with no birthday and no "happy" in the prompt', async () => {
    fake.script('Thinking of you today, five years since we lost Joe. 🤍');
    const id = await add(grandpa);
    expect(await wish(id)).toEqual({
      text: 'Thinking of you today, five years since we lost Joe. 🤍',
      belated: false,
      tone: 'remembrance',
      language: 'en',
      source: 'ai',
    });
    const [system, user] = fake.requests[0]!.body.messages;
    expect(system!.content).toContain('remembering that person on the anniversary of the death');
    expect(system!.content).toContain('The anniversary of the death is today.');
    expect(user!.content).toBe(
      'Write a message remembering Grandpa Joe. Relationship: family. It is 5 years since they died.',
    );
    expect(prompt()).not.toMatch(/birthday|happy/i);
    expect(prompt()).not.toMatch(/Tone:/);
  });

  it('is written in the remembrance tone whatever the Message Settings say, in their language', async () => {
    expect(
      (await call('PUT', '/api/ai/message-settings', { tone: 'funny', language: 'de' })).statusCode,
    ).toBe(200);
    fake.script('Ich denke heute an dich und an Grandpa Joe.');
    const answer = await wish(await add(grandpa));
    expect(answer).toMatchObject({ tone: 'remembrance', language: 'de', source: 'ai' });
    expect(prompt()).toContain('Language: German.');
    expect(prompt()).not.toContain('funny');
  });

  it.each([
    ['Happy', 'Happy memories of Grandpa Joe today! 🤍'],
    ['a party emoji', 'Remembering Grandpa Joe with you today 🎉'],
    ['the Spanish "feliz"', 'Feliz día, recordamos a Grandpa Joe.'],
    ['the Turkish "mutlu"', 'Grandpa Joe için mutlu anılar.'],
    ['the German "Alles Gute"', 'Alles Gute dir heute, in Gedanken bei Grandpa Joe.'],
  ])('falls back to a built-in remembrance message when the model writes %s', async (_, reply) => {
    fake.script(reply);
    const answer = await wish(await add({ ...grandpa, date: '--06-10' }));
    expect(answer.source).toBe('offline');
    expect(answer.tone).toBe('remembrance');
    expect(answer.text).toContain('Grandpa Joe');
    expect(answer.text).not.toMatch(/happy|birthday|🎉|🎂/i);
  });

  it("falls back on the model's usual birthday wish, with the years since once the year is known", async () => {
    // The fake model's own answer is a birthday wish ('Happy birthday from the model! 🎂').
    const id = await add(grandpa);
    for (let i = 0; i < 9; i++) {
      expect([
        'Thinking of you today, remembering Grandpa Joe. 🤍',
        'Remembering Grandpa Joe with you today. Sending you love and a quiet hug.',
        "Grandpa Joe is in my thoughts today, and so are you. I'm here if you want to talk.",
        "Today I'm holding Grandpa Joe's memory close, and thinking of you. 🕯️",
        'Sending you warmth on this day. Grandpa Joe is not forgotten. 🤍',
        'Thinking of you and of Grandpa Joe today. May the good memories bring you some comfort.',
        'Thinking of you today, 5 years since we lost Grandpa Joe. 🤍',
        '5 years without Grandpa Joe, and still so missed. Sending you a warm hug.',
        "Grandpa Joe is still so loved and remembered, 5 years on. I'm thinking of you.",
      ]).toContain((await wish(id)).text);
    }
  });

  it('a few days late, says so calmly', async () => {
    fake.setMode('fail');
    const answer = await wish(await add({ ...grandpa, date: '2025-06-08' }));
    expect(answer).toMatchObject({ belated: true, tone: 'remembrance', source: 'offline' });
    expect([
      "I know the day has passed, but I've been thinking of you and of Grandpa Joe. 🤍",
      'Grandpa Joe has been on my mind these past days, and so have you. Sending you love.',
      'A few days late, but I wanted you to know I remembered Grandpa Joe with you. 🕯️',
      "Thinking of you this week as you remember Grandpa Joe. I'm here whenever you need me.",
    ]).toContain(answer.text);
  });

  it('gets no gift ideas, interests or not, and costs no AI request', async () => {
    for (const [name, interests] of [
      ['Grandpa Joe', ['music']],
      ['Aunt Rose', []],
    ] as const) {
      const id = await add({ ...grandpa, name, interests });
      const res = await call('POST', '/api/ai/gifts', { birthdayId: id, count: 5 });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { error: { message: string } }).error.message).toBe(
        'Gift ideas are not offered for a remembrance day.',
      );
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe('an anniversary and a day the user names', () => {
  it('asks for an anniversary message with its number, not a birthday one', async () => {
    await wish(
      await add({ name: 'Ann & Bob', date: '2020-06-10', kind: 'anniversary', category: 'friends' }),
    );
    const [system, user] = fake.requests[0]!.body.messages;
    expect(system!.content).toMatch(
      /^You write short anniversary messages to send by text message\. Tone: friendly\./,
    );
    expect(system!.content).toContain('The anniversary is today.');
    expect(user!.content).toBe(
      'Write an anniversary message for Ann & Bob. Relationship: friends. It is their 10th anniversary.',
    );
    expect(prompt()).not.toMatch(/birthday/i);
  });

  it('says a belated anniversary was a few days ago', async () => {
    await wish(await add({ name: 'Ann & Bob', date: '2029-06-08', kind: 'anniversary' }));
    expect(prompt()).toContain('The anniversary was a few days ago, so write a belated anniversary wish.');
    expect(prompt()).toContain('It was their 1st anniversary.');
  });

  it("calls an 'other' day by its label", async () => {
    await wish(await add({ name: 'Maria', date: '--06-10', kind: 'other', label: 'Name day' }));
    const [system, user] = fake.requests[0]!.body.messages;
    expect(system!.content).toMatch(/^You write short Name day messages/);
    expect(system!.content).toContain('The Name day is today.');
    expect(user!.content).toMatch(/^Write a Name day message for Maria\. Relationship: /);
    expect(prompt()).not.toMatch(/birthday/i);
  });

  it('falls back to an anniversary message, never a birthday wish, when the model fails', async () => {
    fake.setMode('fail');
    const answer = await wish(await add({ name: 'Ann & Bob', date: '2020-06-10', kind: 'anniversary' }));
    expect(answer).toMatchObject({ source: 'offline', tone: 'friendly' });
    expect(answer.text).toContain('Ann & Bob');
    expect(answer.text).toMatch(/anniversary|together/i);
    expect(answer.text).not.toMatch(/birthday/i);
  });

  it('still offers gift ideas for an anniversary, asked as anniversary gifts', async () => {
    const id = await add({
      name: 'Ann & Bob',
      date: '2020-06-10',
      kind: 'anniversary',
      interests: ['travel'],
    });
    const res = await call('POST', '/api/ai/gifts', { birthdayId: id, count: 5 });
    expect(res.statusCode).toBe(200);
    expect(prompt()).toMatch(/^You suggest thoughtful anniversary gifts\./);
  });
});
