import { notificationLog, pushSubscriptions, reminderDestinations } from '@server/db/schema';
import { runReminderTick } from '@server/jobs/reminders/reminder-engine';
import { manualClock } from '@server/lib/clock';
import { newId } from '@server/lib/ids';
import { listPausedChannels } from '@server/modules/channel-status/list-paused-channels';
import { buildBirthday, buildUser } from '@server/test/factories';
import { browserSubscription, pushTestRig } from '@server/test/push-browsers';
import { channelsOn } from '@shared/reminder-channels';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PushProvider } from './push-provider';
import { sendPushTest } from './send-push-test';

const clock = manualClock('2026-11-22T09:00:00Z');
const rig = pushTestRig(clock);
beforeEach(() => clock.set('2026-11-22T09:00:00Z'));

/** A user with push only, one browser at `name` on the fake push service, and `count` birthdays tomorrow. */
async function pushUser(name: string, count: number) {
  const db = rig.server.deps.db;
  const user = await buildUser(db, { settings: { channels: channelsOn('push') } });
  const endpoint = rig.service.endpoint(`${name}-${user.id}`);
  await db
    .insert(pushSubscriptions)
    .values({ id: newId(), userId: user.id, ...browserSubscription(endpoint) });
  for (let i = 1; i <= count; i++)
    await buildBirthday(db, { userId: user.id, name: `P${i}`, month: 11, day: 23 });
  return { user, endpoint };
}

const pushRow = async (userId: string) =>
  (
    await rig.server.deps.db
      .select({ failures: reminderDestinations.failures, pausedAt: reminderDestinations.pausedAt })
      .from(reminderDestinations)
      .where(and(eq(reminderDestinations.userId, userId), eq(reminderDestinations.channel, 'push')))
  )[0];

const history = (userId: string) =>
  rig.server.deps.db
    .select({
      status: notificationLog.status,
      failure: notificationLog.failure,
      error: notificationLog.error,
    })
    .from(notificationLog)
    .where(eq(notificationLog.userId, userId));

describe('push under the pause rule', () => {
  it('a push service that refuses our requests (403) counts at once and pauses push at the tenth', async () => {
    const { user, endpoint } = await pushUser('refuses', 10);
    rig.service.answer(endpoint, 403);

    await runReminderTick(rig.deps());

    expect((await history(user.id)).filter((r) => r.failure === 'error')).toHaveLength(10);
    expect(await pushRow(user.id)).toMatchObject({ failures: 10, pausedAt: clock.now() });
    expect(await listPausedChannels(rig.server.deps, { userId: user.id })).toEqual([
      {
        channel: 'push',
        pausedAt: '2026-11-22T09:00:00.000Z',
        reason:
          'Paused after 10 failed deliveries in a row (the last: The browser’s push service did not accept the reminder). Check that notifications are allowed for Cakeday on your devices, then resume.',
      },
    ]);
  });

  it('a push service that fails (500) is retried later that day and counts toward nothing yet', async () => {
    const { user, endpoint } = await pushUser('fails', 1);
    rig.service.answer(endpoint, 500);
    await runReminderTick(rig.deps());
    expect(await history(user.id)).toEqual([
      { status: 'pending', failure: null, error: 'The browser’s push service did not accept the reminder.' },
    ]);
    expect(await pushRow(user.id)).toBeUndefined();

    rig.service.answer(endpoint, 201);
    clock.set('2026-11-22T09:01:00Z');
    await runReminderTick(rig.deps());
    expect(await history(user.id)).toEqual([expect.objectContaining({ status: 'sent' })]);
  });

  it('browsers that are all gone are one permanent failure, and forgotten', async () => {
    const { user, endpoint } = await pushUser('gone', 1);
    rig.service.answer(endpoint, 410);
    await runReminderTick(rig.deps());
    expect(await history(user.id)).toEqual([
      { status: 'failed', failure: 'error', error: 'No browser is signed up for reminders any more.' },
    ]);
    expect(await pushRow(user.id)).toMatchObject({ failures: 1, pausedAt: null });
  });
});

describe('Send a test by push', () => {
  it('sends to this device only, in our words', async () => {
    const { user, endpoint } = await pushUser('this', 0);
    const other = rig.service.endpoint(`other-${user.id}`);
    await rig.server.deps.db
      .insert(pushSubscriptions)
      .values({ id: newId(), userId: user.id, ...browserSubscription(other) });

    await sendPushTest(rig.deps(), { userId: user.id, endpoint, locale: 'en' });

    const paths = rig.service.deliveries.map((d) => d.path);
    expect(paths.filter((p) => p.endsWith(user.id))).toEqual([new URL(endpoint).pathname]);
  });

  it('says its title and body in the language asked for', async () => {
    const { user, endpoint } = await pushUser('hebrew', 0);
    // The payload leaves encrypted for the browser: what it would show is read before, here.
    const shown: Parameters<PushProvider['send']>[1][] = [];
    const reading: PushProvider = {
      publicKey: '',
      send: async (_target, message) => {
        shown.push(message);
        return 'sent';
      },
    };
    const { deps } = rig.server;
    await sendPushTest(
      { ...deps, channelClients: { ...deps.channelClients, push: reading } },
      { userId: user.id, endpoint, locale: 'he' },
    );
    expect(shown).toMatchObject([
      { title: 'בדיקה מ-Cakeday', body: 'תזכורות ימי ההולדת שלך בהתראות מגיעות למכשיר הזה.' },
    ]);
  });

  it('twenty at once send one', async () => {
    const { user, endpoint } = await pushUser('twenty', 0);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => sendPushTest(rig.deps(), { userId: user.id, endpoint, locale: 'en' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message),
    ).toEqual(Array(19).fill('A test was just sent. Please wait a few seconds before sending another.'));
    expect(rig.service.deliveries.filter((d) => d.path === new URL(endpoint).pathname)).toHaveLength(1);
  });

  it('says when this device is no longer signed up: unknown to us, or gone at the push service', async () => {
    const { user, endpoint } = await pushUser('expired', 0);
    const noDevice = 'This device is not signed up for push any more. Turn push on again here.';
    await expect(
      sendPushTest(rig.deps(), {
        userId: user.id,
        endpoint: rig.service.endpoint('never-saved'),
        locale: 'en',
      }),
    ).rejects.toThrow(noDevice);
    rig.service.answer(endpoint, 410);
    await expect(sendPushTest(rig.deps(), { userId: user.id, endpoint, locale: 'en' })).rejects.toThrow(
      noDevice,
    );
    const left = await rig.server.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(left).toEqual([]);
  });
});
