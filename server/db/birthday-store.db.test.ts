import { birthdays } from '@server/db/schema';
import { birthdayRow, buildUser } from '@server/test/factories';
import { createTestServer, type TestServer } from '@server/test/harness';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthdayStore } from './birthday-store';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The same items in another order, by a fixed seed: each writer meets the rows its own way. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('birthdayStore.markNotifiedMany', () => {
  it('lets concurrent batches over the same birthdays all commit, in any order (no deadlock)', async () => {
    const { db } = server.deps;
    const user = await buildUser(db);
    const rows = Array.from({ length: 300 }, (_, i) =>
      birthdayRow({ userId: user.id, name: `P${i}`, month: 1 + (i % 12), day: 1 + (i % 28) }),
    );
    await db.insert(birthdays).values(rows);
    // Among many others, as in a real table: each writer then finds its rows one by one, in its own order.
    const others = await buildUser(db);
    for (let chunk = 0; chunk < 10; chunk++) {
      await db.insert(birthdays).values(
        Array.from({ length: 2000 }, (_, i) =>
          birthdayRow({
            userId: others.id,
            name: `O${chunk}-${i}`,
            month: 1 + (i % 12),
            day: 1 + (i % 28),
          }),
        ),
      );
    }
    await db.execute(sql`ANALYZE birthdays`);
    const keys = rows.map((r) => ({ userId: user.id, id: r.id }));
    const now = new Date('2026-11-22T09:00:00Z');
    // As sent reminders of two channels are recorded by several flushes and instances at once.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, n) =>
        db.transaction((tx) => birthdayStore.markNotifiedMany(tx, shuffled(keys, n + 1), now)),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'rejected').map((o) => String(o.reason))).toEqual([]);
    const stamped = await db
      .select({ at: birthdays.lastNotified })
      .from(birthdays)
      .where(eq(birthdays.userId, user.id));
    expect(stamped).toHaveLength(300);
    expect(stamped.every((r) => r.at?.getTime() === now.getTime())).toBe(true);
  });
});
