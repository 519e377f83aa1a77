import { users } from '@server/db/schema';
import { manualClock } from '@server/lib/clock';
import { buildBirthday, buildUser } from '@server/test/factories';
import { createTestServer, type TestServer } from '@server/test/harness';
import type { Locale } from '@shared/i18n/locales';
import type { Language } from '@shared/languages';
import { channelsOn } from '@shared/reminder-channels';
import type { DigestSettings } from '@shared/schemas/reminders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runReminderTick } from './reminder-engine';

// Issue 40: what the reminder engine sends speaks the language the user chose in Settings
// (users.locale), else their message language. The sentences are written out here as a speaker
// of each language reads them, not taken from the tables.

let server: TestServer;
// 2026-11-23 is a Monday.
const clock = manualClock('2026-11-23T09:00:00Z');

beforeAll(async () => {
  server = await createTestServer({ clock });
});
beforeEach(() => server.reset());
afterAll(() => server.close());

/** A user reminded by SMS at 09:00 UTC, with this screen language (null: never chosen) and message language. */
async function userSpeaking(
  locale: Locale | null,
  messageLanguage: Language = 'en',
  digest?: DigestSettings,
) {
  const user = await buildUser(server.deps.db, {
    settings: { channels: channelsOn('sms'), sendHour: 9, ...(digest ? { digest } : {}) },
  });
  await server.deps.db.update(users).set({ locale, messageLanguage }).where(eq(users.id, user.id));
  return user;
}
const smsTo = (phone: string) =>
  server.twilio.messages.filter((m) => m.to === phone).map((m) => m.body.replace(/ http\S+$/, ''));

describe('the reminders of a user who chose a screen language', () => {
  it('are in Hebrew for locale he, over a German message language, with the age', async () => {
    const user = await userSpeaking('he', 'de');
    await buildBirthday(server.deps.db, {
      userId: user.id,
      name: 'Ada',
      month: 11,
      day: 23,
      year: 1990,
      leadDays: [0],
    });
    await runReminderTick(server.deps);
    expect(smsTo(user.phone)).toEqual(['Cakeday: יום ההולדת ה-36 של Ada היום (23 בנובמבר).']);
  });

  it('are in Chinese for locale zh-CN', async () => {
    const user = await userSpeaking('zh-CN');
    await buildBirthday(server.deps.db, { userId: user.id, name: '李雷', month: 11, day: 23, leadDays: [0] });
    await runReminderTick(server.deps);
    expect(smsTo(user.phone)).toEqual(['Cakeday: 今天是李雷的生日 (11月23日).']);
  });

  it('count days in Arabic with the dual for two and the plural for three', async () => {
    const user = await userSpeaking('ar');
    await buildBirthday(server.deps.db, { userId: user.id, name: 'Omar', month: 11, day: 25, leadDays: [2] });
    await buildBirthday(server.deps.db, {
      userId: user.id,
      name: 'Ada',
      month: 11,
      day: 26,
      year: 1990,
      leadDays: [3],
    });
    await runReminderTick(server.deps);
    expect(smsTo(user.phone).sort()).toEqual([
      'Cakeday: عيد ميلاد Ada الـ36 بعد 3 أيام (26 نوفمبر).',
      'Cakeday: عيد ميلاد Omar بعد يومين (25 نوفمبر).',
    ]);
  });

  it('bring the weekly digest in Korean', async () => {
    const user = await userSpeaking('ko', 'en', {
      weekly: { on: true, weekday: 1 },
      monthly: { on: false },
      channels: ['sms'],
    });
    await buildBirthday(server.deps.db, {
      userId: user.id,
      name: 'Ada',
      month: 11,
      day: 25,
      year: 1990,
      leadDays: [],
    });
    await runReminderTick(server.deps);
    expect(server.twilio.messages.filter((m) => m.to === user.phone).map((m) => m.body)).toEqual([
      'Cakeday: 이번 주 생일\nAda: 11월 25일, 36번째 생일\nhttp://localhost:3000/',
    ]);
  });
});

describe('the reminders of a user who never chose a screen language', () => {
  it('stay in their message language (German)', async () => {
    const user = await userSpeaking(null, 'de');
    await buildBirthday(server.deps.db, { userId: user.id, name: 'Ada', month: 11, day: 23, leadDays: [0] });
    await runReminderTick(server.deps);
    expect(smsTo(user.phone)).toEqual(['Cakeday: Ada hat heute Geburtstag (23. November).']);
  });
});
