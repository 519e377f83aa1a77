import { createTestServer, type TestServer } from '@server/test/harness';
import { isOurText } from '@shared/messages';
import { birthdayFormSchema, birthdayInput, birthdayUpdate } from '@shared/schemas/birthday';
import { createShareInput } from '@shared/schemas/share';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What zod and Fastify say on their own; none of it may reach a user.
const LIBRARY_WORDING =
  /too big|too small|expected|invalid input|invalid option|unrecognized|received|must NOT|body|JSON|content-type/i;

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await createTestServer();
  cookie = (await server.signIn()).cookie;
});
afterAll(() => server.close());

const long = (n: number) => 'x'.repeat(n);
const birthdayBodies: unknown[] = [
  { name: long(101), date: '--12-10' },
  { name: 7, date: '--12-10' },
  { name: 'Ada', date: 19901210 },
  { name: 'Ada', date: '--12-10', notes: long(1001) },
  { name: 'Ada', date: '--12-10', notes: 5 },
  { name: 'Ada', date: '--12-10', category: long(31) },
  { name: 'Ada', date: '--12-10', category: ['family'] },
  { name: 'Ada', date: '--12-10', interests: 'Reading' },
  { name: 'Ada', date: '--12-10', interests: [long(51)] },
  { name: 'Ada', date: '--12-10', interests: Array.from({ length: 31 }, (_, i) => `i${i}`) },
  { name: 'Ada', date: '--12-10', interests: [5] },
  { name: 'Ada', date: '--12-10', reminders: 'on' },
  { name: 'Ada', date: '--12-10', reminders: [{ type: 'month', enabled: true }] },
  { name: 'Ada', date: '--12-10', reminders: [{ type: 'week', enabled: 'yes' }] },
  { name: 'Ada', date: '--12-10', reminders: [1, 2, 3, 4] },
  { name: 'Ada', date: '--12-10', phoneNumber: 5 },
  { name: 'Ada', date: '--12-10', phoneNumber: '12ab' },
  { name: 'Ada', date: '--12-10', phoneNumber: '2015550123', countryCode: 44 },
  'just a string',
  [1, 2],
];

describe('validation answers', () => {
  it('are our own sentences for every bad birthday, on create and on update', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/birthdays',
      payload: { name: 'Grace', date: '--12-09' },
      headers: { cookie },
    });
    const id = (created.json() as { id: string }).id;
    for (const [method, url] of [
      ['POST', '/api/birthdays'],
      ['PUT', `/api/birthdays/${id}`],
    ] as const) {
      for (const body of birthdayBodies) {
        const res = await server.app.inject({
          method,
          url,
          headers: { cookie, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        const message = (res.json() as { error: { message: string } }).error.message;
        expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
        expect(message, JSON.stringify(body)).not.toMatch(LIBRARY_WORDING);
        expect(isOurText(message), `${JSON.stringify(body)} → ${message}`).toBe(true);
      }
    }
  });

  it('say plainly which limit a long name or note breaks', async () => {
    const post = (payload: unknown) =>
      server.app.inject({
        method: 'POST',
        url: '/api/birthdays',
        payload: payload as object,
        headers: { cookie },
      });
    const error = async (payload: unknown) =>
      ((await post(payload)).json() as { error: { message: string } }).error;
    expect(await error({ name: long(101), date: '--12-10' })).toMatchObject({
      message: 'Name must be 100 characters or fewer',
      field: 'name',
    });
    expect((await error({ name: 'Ada', date: '--12-10', notes: long(1001) })).message).toBe(
      'Notes must be 1,000 characters or fewer',
    );
  });

  it('are ours for the other inputs too: sign-in, settings, shares, push, ids, broken JSON', async () => {
    const requests: { method: 'POST' | 'PUT' | 'GET' | 'DELETE'; url: string; payload?: string }[] = [
      { method: 'POST', url: '/api/auth/send-code', payload: '{"phone":5}' },
      {
        method: 'POST',
        url: '/api/auth/send-code',
        payload: `{"phone":"2015550123","altcha":"${long(20_001)}"}`,
      },
      { method: 'POST', url: '/api/auth/verify-code', payload: '{"challengeId":"a","code":123456}' },
      {
        method: 'POST',
        url: '/api/auth/verify-code',
        payload: `{"challengeId":"${long(65)}","code":"123456"}`,
      },
      { method: 'PUT', url: '/api/reminders/settings', payload: '{"enabled":"yes"}' },
      {
        method: 'PUT',
        url: '/api/reminders/settings',
        payload: JSON.stringify({
          enabled: true,
          types: { week: true, day: true, today: true },
          channels: { sms: true, push: true },
          sendHour: 99,
          timeZone: 'Mars/Base',
        }),
      },
      { method: 'POST', url: '/api/shares', payload: '{"recipientId":"ABC","categories":"family"}' },
      {
        method: 'POST',
        url: '/api/shares',
        payload: JSON.stringify({ recipientId: 'ABC', categories: Array(101).fill('a') }),
      },
      { method: 'POST', url: '/api/push/subscriptions', payload: '{"endpoint":"not a url","keys":{}}' },
      { method: 'GET', url: `/api/birthdays/${long(65)}` },
      { method: 'GET', url: `/api/shares/${long(65)}` },
      { method: 'POST', url: '/api/birthdays', payload: '{"name": "Ada",' },
    ];
    for (const { method, url, payload } of requests) {
      const res = await server.app.inject({
        method,
        url,
        headers: { cookie, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      const message = (res.json() as { error: { message: string } }).error.message;
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(message, `${method} ${url} ${payload?.slice(0, 80)}`).not.toMatch(LIBRARY_WORDING);
      expect(isOurText(message), `${method} ${url} → ${message}`).toBe(true);
    }
  });
});

describe('the shared schemas', () => {
  it('give our own message for every broken rule, so forms never show a library text', () => {
    const cases: [
      { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
      unknown,
    ][] = [
      ...birthdayBodies.map((b) => [birthdayInput, b] as [typeof birthdayInput, unknown]),
      ...birthdayBodies.map((b) => [birthdayUpdate, b] as [typeof birthdayUpdate, unknown]),
      [
        birthdayFormSchema,
        {
          name: long(101),
          date: '--12-10',
          category: long(31),
          countryCode: '+1',
          phoneNumber: '',
          interests: Array(31).fill('a'),
          notes: long(1001),
          reminders: [{ type: 'x', enabled: 1 }],
        },
      ],
      [createShareInput, { recipientId: 5, categories: Array(101).fill('a') }],
    ];
    for (const [schema, value] of cases) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues) {
        expect(isOurText(issue.message), `${JSON.stringify(value).slice(0, 80)} → ${issue.message}`).toBe(
          true,
        );
      }
    }
  });
});
