import { notificationLog, pushSubscriptions, users } from '@server/db/schema';
import type { ReminderChannel } from '@server/deps';
import type { ReminderAbout } from '@server/jobs/reminders/deliver-reminder';
import { runReminderTick } from '@server/jobs/reminders/reminder-engine';
import { manualClock } from '@server/lib/clock';
import { newId } from '@server/lib/ids';
import { buildBirthday, buildUser } from '@server/test/factories';
import { browserSubscription, pushTestRig } from '@server/test/push-browsers';
import { channelsOn, type ReminderChannelId } from '@shared/reminder-channels';
import type { ReminderSettings } from '@shared/schemas/reminders';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { switchedOn } from './channel';

const clock = manualClock('2026-11-22T09:00:00Z');
const rig = pushTestRig(clock);

/** A channel this app does not have, registered only here: what a new channel's folder would export. */
function pigeonChannel() {
  const flown: string[] = [];
  const channel: ReminderChannel = {
    id: 'pigeon' as ReminderChannelId,
    enabled: switchedOn('pigeon'),
    async send(_deps, _to, _claim, { about, title }) {
      flown.push(
        `${about.type === 'birthday.reminder' ? (about as ReminderAbout).birthday.id : about.type} ${title}`,
      );
    },
  };
  return { channel, flown };
}

/** A user with every channel on (pigeon too, as its settings switch would save it) and one push subscription. */
async function userWithAllChannels(pigeon: boolean) {
  const db = rig.server.deps.db;
  const channels = { ...channelsOn('sms', 'push'), pigeon } as ReminderSettings['channels'];
  const user = await buildUser(db, { settings: { channels } });
  await db
    .insert(pushSubscriptions)
    .values({ id: newId(), userId: user.id, ...browserSubscription(rig.service.endpoint(`u-${user.id}`)) });
  return user;
}

describe('the channel list', () => {
  it('delivers a channel registered in the list exactly once, alongside SMS and push', async () => {
    const { channel, flown } = pigeonChannel();
    const deps = { ...rig.deps(), channels: [...rig.server.deps.channels, channel] };
    const keen = await userWithAllChannels(true);
    const off = await userWithAllChannels(false);
    const ada = await buildBirthday(rig.server.deps.db, { userId: keen.id, name: 'Ada', month: 11, day: 23 });
    await buildBirthday(rig.server.deps.db, { userId: off.id, name: 'Alan', month: 11, day: 23 });

    // Three engines at once, then a later tick: each delivery still happens once.
    await Promise.all([0, 1, 2].map(() => runReminderTick(deps, clock.now())));
    await runReminderTick(deps, new Date('2026-11-22T10:00:00Z'));

    expect(flown).toEqual([`${ada.id} Ada's birthday is tomorrow`]);
    expect(rig.server.twilio.messages.map((m) => m.to).sort()).toEqual([keen.phone, off.phone].sort());
    expect(rig.service.deliveries.map((d) => d.path).sort()).toEqual(
      [`/push/u-${keen.id}`, `/push/u-${off.id}`].sort(),
    );
    const log = await rig.server.deps.db
      .select({ channel: notificationLog.channel, status: notificationLog.status })
      .from(notificationLog)
      .where(eq(notificationLog.userId, keen.id));
    expect(log.map((l) => `${l.channel} ${l.status}`).sort()).toEqual([
      'pigeon sent',
      'push sent',
      'sms sent',
    ]);
  });

  it('a channel in the settings but not in the list is never sent: the list is what the engine reads', async () => {
    const { channel, flown } = pigeonChannel();
    const keen = await userWithAllChannels(true);
    await rig.server.deps.db
      .update(users)
      .set({
        reminderSettings: sql`jsonb_set(${users.reminderSettings}, '{channels}', '{"sms":false,"push":false,"pigeon":true}')`,
      })
      .where(eq(users.id, keen.id));
    await buildBirthday(rig.server.deps.db, { userId: keen.id, month: 11, day: 23 });

    expect(await runReminderTick(rig.server.deps)).toEqual({ due: 0, delivered: 0 });
    expect(await runReminderTick({ ...rig.server.deps, channels: [channel] }, clock.now())).toEqual({
      due: 1,
      delivered: 1,
    });
    expect(flown).toHaveLength(1);
    expect(rig.server.twilio.messages).toEqual([]);
  });
});
