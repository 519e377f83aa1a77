import { webhookChannel } from '@server/channels/webhook/sender';
import { notificationLog, reminderDestinations } from '@server/db/schema';
import { reminderNotification } from '@server/jobs/reminders/deliver-reminder';
import { findDueReminders } from '@server/jobs/reminders/find-due-reminders';
import { runReminderTick } from '@server/jobs/reminders/reminder-engine';
import { manualClock } from '@server/lib/clock';
import { buildBirthday, buildUser } from '@server/test/factories';
import { hookTestRig } from '@server/test/hook-test-rig';
import { channelsOn } from '@shared/reminder-channels';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { READ_AHEAD_MS, readDestinations } from './destination';

const clock = manualClock('2026-11-22T09:00:00Z');
const rig = hookTestRig(clock, '2026-11-22T09:00:00Z');

/** A user whose only channel is a confirmed webhook at `path`, with `birthdays` due tomorrow. */
async function webhookUser(path: string, birthdays: number) {
  const user = await buildUser(rig.server.deps.db, { settings: { channels: channelsOn('webhook') } });
  await rig.server.deps.db.insert(reminderDestinations).values({
    userId: user.id,
    channel: 'webhook',
    config: { url: `${rig.hooks.url}${path}`, secret: 'whsec-test' },
    confirmedAt: clock.now(),
  });
  for (let n = 1; n <= birthdays; n++)
    await buildBirthday(rig.server.deps.db, { userId: user.id, name: `P${n}`, month: 11, day: 23 });
  return user;
}

describe('destinations read with their chunk', () => {
  it('a destination paused by a send of the chunk is not sent to by its later sends', async () => {
    const user = await webhookUser('/hook/gone', 30);
    rig.hooks.answer('/hook/gone', 410);

    await runReminderTick(rig.server.deps);

    // Read once, before the first failure: the pause at the tenth still stops the rest (only the
    // few already in flight beside the tenth, at most 4 a user, may still go).
    expect(rig.hooks.received.length).toBeGreaterThanOrEqual(10);
    expect(rig.hooks.received.length).toBeLessThan(14);
    const rows = await rig.server.deps.db
      .select({ error: notificationLog.error })
      .from(notificationLog)
      .where(eq(notificationLog.userId, user.id));
    const paused = rows.filter((r) => r.error?.startsWith('Not sent: this channel is paused'));
    expect(paused).toHaveLength(30 - rig.hooks.received.length);
    const [destination] = await rig.server.deps.db
      .select()
      .from(reminderDestinations)
      .where(and(eq(reminderDestinations.userId, user.id), eq(reminderDestinations.channel, 'webhook')));
    expect(destination).toMatchObject({ failures: rig.hooks.received.length, pausedAt: clock.now() });
  });

  it('a send that waited longer than the read stands for reads the row again: removed, nothing is sent', async () => {
    const user = await webhookUser('/hook/removed', 1);
    const [due] = await findDueReminders(rig.server.deps.db, clock.now(), rig.server.deps.channels);
    const notification = reminderNotification(due!, rig.server.deps.config.publicUrl);
    const claim = { id: 'claim-1', attempts: 1, dueAt: clock.now(), log: 'reminder' as const };
    const read = await readDestinations(rig.server.deps, [user.id]);
    const to = { userId: user.id, phone: user.phone, destinations: read.get(user.id) };
    await rig.server.deps.db.delete(reminderDestinations).where(eq(reminderDestinations.userId, user.id));

    clock.set(new Date(clock.now().getTime() + READ_AHEAD_MS + 1).toISOString());
    await expect(webhookChannel.send(rig.server.deps, to, claim, notification)).rejects.toMatchObject({
      code: 'hook_missing',
    });
    expect(rig.hooks.received).toEqual([]);
  });

  it('reads every destination of the chunk’s users, and none for a user without one', async () => {
    const user = await webhookUser('/hook/a', 0);
    const other = await buildUser(rig.server.deps.db);
    const read = await readDestinations(rig.server.deps, [user.id, other.id, user.id]);
    expect([...read.keys()].sort()).toEqual([user.id, other.id].sort());
    expect(read.get(user.id)!.byChannel.get('webhook')).toMatchObject({ failures: 0, pausedAt: null });
    expect(read.get(other.id)!.byChannel.size).toBe(0);
  });
});
