import { birthdays } from '@server/db/schema';
import { createTestServer, onPostgres, type TestServer } from '@server/test/harness';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// 200 users for LOAD_SECONDS each (CI: 10 s; `LOAD_SECONDS=60` for the full run in docs/quality.md).
const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const PUBLIC_URL = 'http://localhost:3000';

describe.runIf(onPostgres)(`a bounded load run: ${USERS} users × ${SECONDS} s on PostgreSQL`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // Sign-in caps sized for the crowd; the caps themselves are the sign-in suite's subject.
    server = await createTestServer({
      env: { SMS_HOURLY_LIMIT: String(USERS * 2), SMS_COUNTRY_HOURLY_LIMIT: String(USERS * 2) },
    });
  });
  afterAll(() => server.close());

  it('answers every request without an error and loses no write', async () => {
    const signedIn = [];
    for (let i = 0; i < USERS; i++) {
      const phone = `+1${[201, 202, 203, 205][i % 4]}555${String(1000 + Math.floor(i / 4)).padStart(4, '0')}`;
      signedIn.push(await server.signIn(phone, `10.9.${i >> 8}.${i & 255}`));
    }
    const until = Date.now() + SECONDS * 1000;
    const errors: string[] = [];
    let requests = 0;
    const created = await Promise.all(
      signedIn.map(async ({ cookie, user }, u) => {
        let writes = 0;
        const headers = { cookie, origin: PUBLIC_URL };
        const remoteAddress = `10.9.${u >> 8}.${u & 255}`;
        while (Date.now() < until) {
          const made = await server.app.inject({
            method: 'POST',
            url: '/api/birthdays',
            headers,
            remoteAddress,
            payload: {
              name: `Friend ${writes}`,
              date: `2000-${String((writes % 12) + 1).padStart(2, '0')}-10`,
            },
          });
          requests += 1;
          if (made.statusCode !== 201) errors.push(`create ${made.statusCode} ${made.body}`);
          else writes += 1;
          const list = await server.app.inject({ url: '/api/birthdays', headers, remoteAddress });
          requests += 1;
          if (list.statusCode !== 200) errors.push(`list ${list.statusCode}`);
          else if (list.json().length !== writes)
            errors.push(`user ${user.id} sees ${list.json().length} of ${writes}`);
        }
        return { userId: user.id, writes };
      }),
    );
    expect(errors.slice(0, 5)).toEqual([]);
    for (const { userId, writes } of created) {
      const [row] = await server.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(birthdays)
        .where(eq(birthdays.userId, userId));
      expect(row!.n).toBe(writes);
    }
    const total = created.reduce((sum, c) => sum + c.writes, 0);
    process.stdout.write(
      `load: ${USERS} users × ${SECONDS} s, ${requests} requests, ${total} writes, 0 lost\n`,
    );
  }, 600_000);
});
