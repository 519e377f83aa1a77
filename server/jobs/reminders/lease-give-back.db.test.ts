import { switchedOn } from '@server/channel-kit/channel';
import { notificationLog } from '@server/db/schema';
import type { ReminderChannel } from '@server/deps';
import { manualClock } from '@server/lib/clock';
import { buildBirthday, buildUser } from '@server/test/factories';
import { createTestServer, type TestServer } from '@server/test/harness';
import type { ReminderChannelId } from '@shared/reminder-channels';
import type { ReminderSettings } from '@shared/schemas/reminders';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runReminderTick } from './reminder-engine';

const clock = manualClock('2026-11-22T09:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ clock });
});
afterAll(() => server.close());

/** A channel whose sends all wait at a gate until the test opens it. */
function gatedChannel() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const started: string[] = [];
  const sent: string[] = [];
  const channel: ReminderChannel = {
    id: 'pigeon' as ReminderChannelId,
    enabled: switchedOn('pigeon'),
    async send(_deps, _to, claim) {
      started.push(claim.id);
      await gate;
      sent.push(claim.id);
    },
  };
  return { channel, started, sent, open };
}

it("gives back unsent a claim that waited half its 5-minute lease behind its user's slow sends; the next tick sends it, once", async () => {
  const { channel, started, sent, open } = gatedChannel();
  const channels = { pigeon: true } as unknown as ReminderSettings['channels'];
  const user = await buildUser(server.deps.db, { settings: { channels } });
  for (let i = 0; i < 6; i++)
    await buildBirthday(server.deps.db, { userId: user.id, name: `Friend ${i}`, month: 11, day: 23 });

  const first = runReminderTick({ ...server.deps, channels: [channel] }, clock.now());
  // Four sends a user at once: the first four hang, the other two wait in the pool.
  await expect.poll(() => started.length, { timeout: 30_000 }).toBe(4);
  clock.set('2026-11-22T09:02:31Z'); // over half the lease since the chunk was claimed
  open();
  expect(await first).toMatchObject({ due: 6, delivered: 4 });
  expect(started).toHaveLength(4);

  const rows = async () =>
    (await server.deps.db.select().from(notificationLog)).map((r) => `${r.status} ${r.attempts}`).sort();
  // Given back: still pending, its claim undone, free to be claimed now.
  expect(await rows()).toEqual(['pending 0', 'pending 0', 'sent 1', 'sent 1', 'sent 1', 'sent 1']);

  expect(await runReminderTick({ ...server.deps, channels: [channel] }, clock.now())).toMatchObject({
    delivered: 2,
  });
  expect(sent).toHaveLength(6);
  expect(new Set(sent).size).toBe(6);
  // Claimed once more, not taken over: no send is marked as a possible repeat.
  expect(await rows()).toEqual(['sent 1', 'sent 1', 'sent 1', 'sent 1', 'sent 1', 'sent 1']);
});
