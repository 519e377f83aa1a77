import { addressBookConnections, users } from '@server/db/schema';
import { runReminderTick } from '@server/jobs/reminders/reminder-engine';
import { manualClock } from '@server/lib/clock';
import { hookTestRig } from '@server/test/hook-test-rig';
import type { ConnectionView } from '@shared/address-books';
import { channelsOn } from '@shared/reminder-channels';
import { type Radicale, startRadicale } from '@test-support/radicale';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { pausedBookNotice } from './paused-notice';
import { runAddressBookTick } from './sync-job';

const clock = manualClock('2026-03-01T12:00:00Z');
const rig = hookTestRig(clock, '2026-03-01T12:00:00Z');
let radicale: Radicale;
let alice: { cookie: string; id: string };
const log = pino({ level: 'silent' });
const NOTICE =
  'Cakeday stopped syncing your address book from 127.0.0.1 after ten failed syncs in a row. In Settings → Address books, check the address and password, then press Sync now.';

beforeAll(async () => {
  radicale = await startRadicale();
  await radicale.makeBook('contacts', 'Contacts');
});
afterAll(() => radicale?.close());
beforeEach(async () => {
  alice = await rig.server.signIn('+12015550123');
});

const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  rig.server.app.inject({ method, url, payload, headers: { cookie: alice.cookie } });
const tick = () => runReminderTick(rig.server.deps, clock.now(), undefined, [pausedBookNotice]);
const ntfyNotices = () =>
  rig.hooks.received
    .filter((r) => r.path === '/ntfy/alice')
    .map((r) => (r.json as { message: string }).message);

/** Alice's ntfy and webhook on, and a connection whose server then refuses her: ten syncs pause it. */
async function pauseAfterTenFailures() {
  expect((await call('PUT', '/api/channels/ntfy', { url: `${rig.hooks.url}/ntfy/alice` })).statusCode).toBe(
    200,
  );
  expect(
    (await call('PUT', '/api/channels/webhook', { url: `${rig.hooks.url}/hook/alice` })).statusCode,
  ).toBe(200);
  await rig.server.deps.db
    .update(users)
    .set({
      reminderSettings: {
        enabled: true,
        types: { week: true, day: true, today: true },
        channels: channelsOn('ntfy', 'webhook'),
        sendHour: 9,
      },
    })
    .where(eq(users.id, alice.id));
  const res = await call('POST', '/api/address-books', {
    server: radicale.url,
    username: radicale.user,
    password: radicale.password,
  });
  const connection = res.json() as ConnectionView;
  expect(
    (await call('POST', `/api/address-books/${connection.id}/books`, { bookIds: [connection.books[0]!.id] }))
      .statusCode,
  ).toBe(200);
  await rig.server.deps.db.update(addressBookConnections).set({ username: 'nobody' });
  for (let i = 0; i < 10; i++) {
    const [due] = await rig.server.deps.db.select().from(addressBookConnections);
    clock.set(due!.nextSyncAt!);
    expect(ntfyNotices()).toEqual([]);
    await runAddressBookTick(rig.server.deps, log);
  }
  const [row] = await rig.server.deps.db.select().from(addressBookConnections);
  expect(row!.pausedAt).toEqual(clock.now());
}

it('ten failed syncs in a row tell the user once on each ready channel, in our words, with the link to Settings', async () => {
  await pauseAfterTenFailures();
  await Promise.all([tick(), tick()]);
  clock.advance(60 * 60_000);
  await tick();
  expect(ntfyNotices()).toEqual([NOTICE]);
  const hooks = rig.hooks.received.filter((r) => r.path === '/hook/alice');
  expect(hooks).toHaveLength(1);
  expect(hooks[0]!.json).toMatchObject({
    version: 1,
    type: 'address-book.paused',
    source: '127.0.0.1',
    url: 'http://localhost:3000/settings',
  });
});

it('a receiver that refuses the notice is tried again later that day, and the notice then arrives once', async () => {
  await pauseAfterTenFailures();
  const webhook = () => rig.hooks.received.filter((r) => r.path === '/hook/alice');
  rig.hooks.answer('/hook/alice', 503);
  await tick();
  expect(webhook()).toHaveLength(1);
  rig.hooks.answer('/hook/alice', 200);
  clock.advance(30 * 60_000);
  await tick();
  clock.advance(30 * 60_000);
  await tick();
  expect(webhook()).toHaveLength(2);
  expect(ntfyNotices()).toEqual([NOTICE]);
  // A day later the pause is old news: no notice again.
  clock.advance(2 * 86_400_000);
  await tick();
  expect(webhook()).toHaveLength(2);
});

it('is in the language the user chose in Settings (Hebrew), over their message language', async () => {
  await rig.server.deps.db
    .update(users)
    .set({ locale: 'he', messageLanguage: 'de' })
    .where(eq(users.id, alice.id));
  await pauseAfterTenFailures();
  await tick();
  expect(ntfyNotices()).toEqual([
    'ב-Cakeday הושהה הסנכרון של פנקס הכתובות שלך מ-127.0.0.1 אחרי עשרה ניסיונות כושלים ברצף. בדקו את הכתובת והסיסמה בהגדרות ← פנקסי כתובות, ואז הקישו על ״סנכרון עכשיו״.',
  ]);
});
