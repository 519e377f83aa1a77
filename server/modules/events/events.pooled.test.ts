import { sessions } from '@server/db/schema';
import { sha256 } from '@server/lib/ids';
import { SESSION_COOKIE } from '@server/lib/session-cookie';
import { createSession } from '@server/modules/auth/sessions';
import { addBirthday, openEventStream } from '@server/test/event-stream';
import { createTestServer, onPostgres, type TestServer } from '@server/test/harness';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The session's token hash behind a `name=token` cookie header. */
const tokenHashOf = (cookie: string) => sha256(cookie.slice(cookie.indexOf('=') + 1));

/** A second session of the same user, as a second device signed in would have. */
async function secondDevice(server: TestServer, userId: string) {
  return `${SESSION_COOKIE}=${await createSession(server.deps, userId)}`;
}

describe('realtime events', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it("tells a user's open streams that their birthdays changed, and nobody else's", async () => {
    const alice = await server.signIn('+12015550123');
    const bob = await server.signIn('+12015550124');
    const aliceTab = await openEventStream(server, alice.cookie);
    const bobTab = await openEventStream(server, bob.cookie);
    await addBirthday(server, alice.cookie, 'Ada');
    await expect.poll(() => aliceTab.topics).toEqual(['birthdays']);
    expect(bobTab.topics).toEqual([]);
    await Promise.all([aliceTab.close(), bobTab.close()]);
  });

  it('refuses a stream without a session', async () => {
    const res = await server.app.inject({ url: '/api/events' });
    expect(res.statusCode).toBe(401);
  });

  describe('a stream lives no longer than its session', () => {
    it("ends when the session signs out (from any page), and only that session's streams", async () => {
      const alice = await server.signIn('+12015550131');
      const phone = await secondDevice(server, alice.id);
      const [tab, otherTab, phoneTab] = await Promise.all([
        openEventStream(server, alice.cookie),
        openEventStream(server, alice.cookie),
        openEventStream(server, phone),
      ]);
      const out = await server.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: alice.cookie },
      });
      expect(out.statusCode).toBe(200);
      await expect.poll(() => tab.endedByServer()).toBe(true);
      await expect.poll(() => otherTab.endedByServer()).toBe(true);
      // The phone's own session goes on, and hears changes as before.
      await addBirthday(server, phone, 'Ada');
      await expect.poll(() => phoneTab.topics).toEqual(['birthdays']);
      expect(phoneTab.endedByServer()).toBe(false);
      await Promise.all([tab.close(), otherTab.close(), phoneTab.close()]);
    });

    it('ends every stream of an account when it is deleted', async () => {
      const bob = await server.signIn('+12015550132');
      const phone = await secondDevice(server, bob.id);
      const [tab, phoneTab] = await Promise.all([
        openEventStream(server, bob.cookie),
        openEventStream(server, phone),
      ]);
      const deleted = await server.app.inject({
        method: 'POST',
        url: '/api/account/delete',
        headers: { cookie: bob.cookie },
        payload: { confirmation: 'delete my account' },
      });
      expect(deleted.statusCode).toBe(200);
      await expect.poll(() => tab.endedByServer()).toBe(true);
      await expect.poll(() => phoneTab.endedByServer()).toBe(true);
      await Promise.all([tab.close(), phoneTab.close()]);
    });

    it('ends when the session is revoked in the database', async () => {
      const carol = await server.signIn('+12015550133');
      const tab = await openEventStream(server, carol.cookie);
      await server.deps.db.delete(sessions).where(eq(sessions.tokenHash, tokenHashOf(carol.cookie)));
      await expect.poll(() => tab.endedByServer()).toBe(true);
      await tab.close();
    });

    it('ends when the session expires, but not while other requests keep renewing it', async () => {
      const dan = await server.signIn('+12015550134');
      const erin = await server.signIn('+12015550135');
      const soon = () => new Date(Date.now() + 1500);
      for (const who of [dan, erin]) {
        await server.deps.db
          .update(sessions)
          .set({ expiresAt: soon() })
          .where(eq(sessions.tokenHash, tokenHashOf(who.cookie)));
      }
      const [danTab, erinTab] = await Promise.all([
        openEventStream(server, dan.cookie),
        openEventStream(server, erin.cookie),
      ]);
      // Erin's session is used (and so renewed) elsewhere before it would have expired.
      await server.deps.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + 60 * 60_000) })
        .where(eq(sessions.tokenHash, tokenHashOf(erin.cookie)));
      await expect.poll(() => danTab.endedByServer(), { timeout: 10_000 }).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(erinTab.endedByServer()).toBe(false);
      expect(
        (await server.app.inject({ url: '/api/auth/me', headers: { cookie: dan.cookie } })).json(),
      ).toBeNull();
      await Promise.all([danTab.close(), erinTab.close()]);
    });
  });
});

describe.runIf(onPostgres)('realtime across two instances on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await createTestServer();
    second = await createTestServer({ sameDatabaseAs: first });
    await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('reaches a tab connected to the other instance', async () => {
    const alice = await first.signIn('+12015550123');
    const tab = await openEventStream(second, alice.cookie);
    await addBirthday(first, alice.cookie, 'Grace');
    await expect.poll(() => tab.topics).toEqual(['birthdays']);
    await tab.close();
  });

  it('ends a stream on one instance when its session signs out on the other', async () => {
    const bob = await first.signIn('+12015550124');
    const tab = await openEventStream(second, bob.cookie);
    const out = await first.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: bob.cookie },
    });
    expect(out.statusCode).toBe(200);
    await expect.poll(() => tab.endedByServer()).toBe(true);
    await tab.close();
  });
});
