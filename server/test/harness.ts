import { loadConfig } from '@server/config';
import { asAppStartup, sqlLogTestProcess } from '@server/db/sql-log';
import type { Clock } from '@server/lib/clock';
import { SESSION_COOKIE } from '@server/lib/session-cookie';
import { type TwilioOptions, twilioSms } from '@server/providers/sms/twilio-sms';
import { startServer } from '@server/server';
import { type FakeTwilioOptions, startFakeTwilio } from '@test-support/fake-twilio';
import { sql } from 'drizzle-orm';
import { startPgBouncer, throughPooler } from './pgbouncer';
import { createScratchDatabase } from './scratch-database';
import { scopeTestQueries } from './sql-log-scope';

// With SQL_LOG (the Citus check) only the app's databases log, not one a test opens itself.
sqlLogTestProcess();

/**
 * The API as a client sees it, on a fresh database: in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres. SMS goes to a fake Twilio on loopback.
 */
type Options = {
  clock?: Clock;
  env?: Record<string, string>;
  /** A second instance on the database of this one (PostgreSQL only), through its pooler if any. */
  sameDatabaseAs?: { databaseUrl: string; directDatabaseUrl: string };
  /** How often live sync checks that it still hears (15 s by default). */
  listenCheckMs?: number;
  /** How the fake Twilio misbehaves (e.g. a share of 500s). */
  twilio?: FakeTwilioOptions;
  /** Skip the SMS provider's real 1 s × attempt waits between retries, counting them instead. */
  fastRetries?: boolean;
};

export async function createTestServer({
  clock,
  env = {},
  sameDatabaseAs,
  twilio: misbehave,
  fastRetries,
  listenCheckMs,
}: Options = {}) {
  const twilio = await startFakeTwilio(misbehave);
  const retryWaits: number[] = [];
  const database = sameDatabaseAs
    ? { url: sameDatabaseAs.databaseUrl, directUrl: sameDatabaseAs.directDatabaseUrl, drop: async () => {} }
    : await freshDatabase();
  const config = loadConfig({
    DATABASE_URL: database.url,
    ...(database.directUrl !== database.url ? { DATABASE_DIRECT_URL: database.directUrl } : {}),
    BOT_CHECK: 'off',
    LOG_LEVEL: 'silent',
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: twilio.accountSid,
    TWILIO_AUTH_TOKEN: twilio.authToken,
    TWILIO_FROM: '+12015550100',
    TWILIO_API_BASE: twilio.url,
    ...env,
  });
  const sms = fastRetries
    ? twilioSms({
        ...(config.sms as TwilioOptions),
        countries: config.smsLimits.countries,
        sleep: async (ms) => void retryWaits.push(ms),
      })
    : undefined;
  // Log lines (with env LOG_LEVEL set) land here for tests to read.
  const logs: string[] = [];
  const logStream = { write: (line: string) => void logs.push(line) };
  const server = await asAppStartup(() =>
    startServer(config, {
      ...(clock ? { clock } : {}),
      ...(sms ? { sms } : {}),
      logStream,
      listenCheckMs,
    }),
  );
  const { app } = server;

  /** Signs in through the real send-code and verify-code endpoints; returns the session cookie header. */
  async function signIn(phone = '+12015550123', ip = '127.0.0.1') {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: { phone },
      remoteAddress: ip,
    });
    if (sent.statusCode !== 200) throw new Error(`send-code failed: ${sent.body}`);
    const { challengeId } = sent.json() as { challengeId: string };
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { challengeId, code: twilio.lastCode(phone) },
    });
    if (verified.statusCode !== 200) throw new Error(`verify-code failed: ${verified.body}`);
    const cookie = verified.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const user = verified.json() as { id: string };
    return { cookie: `${SESSION_COOKIE}=${cookie.value}`, user, id: user.id };
  }

  // With SQL_LOG (the Citus check), what tests send on the database themselves is not the app's.
  const deps = process.env.SQL_LOG ? { ...server.deps, db: scopeTestQueries(server.deps.db) } : server.deps;
  return {
    ...server,
    deps,
    /** DATABASE_URL: through PgBouncer in transaction mode when TEST_POOLER=pgbouncer. */
    databaseUrl: database.url,
    /** The database itself, never through the pooler. */
    directDatabaseUrl: database.directUrl,
    twilio,
    retryWaits,
    logs,
    signIn,
    /** Empties every table but the shared secrets, so one server serves a whole test file. */
    async reset() {
      await deps.db.execute(
        sql`TRUNCATE users, sessions, otp_challenges, bot_check_uses, birthdays, shares, feedback RESTART IDENTITY CASCADE`,
      );
      twilio.messages.length = 0;
    },
    async close() {
      await server.close();
      await twilio.close();
      await database.drop();
    },
  };
}
export type TestServer = Awaited<ReturnType<typeof createTestServer>>;

export const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * A new database, migrated (a copy of the migrated template) unless `empty`; with
 * TEST_POOLER=pgbouncer the server reaches it through a PgBouncer of its own in transaction mode
 * (DATABASE_URL), and directly only for LISTEN and migrations (DATABASE_DIRECT_URL).
 */
export async function freshDatabase({ empty = false } = {}): Promise<{
  url: string;
  directUrl: string;
  drop: () => Promise<void>;
}> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!onPostgres) return { url: 'memory://', directUrl: 'memory://', drop: async () => {} };
  if (!admin) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const scratch = await createScratchDatabase(admin, 'cakeday_test', { migrated: !empty });
  if (!throughPooler) return { ...scratch, directUrl: scratch.url };
  const pooler = await startPgBouncer(scratch.url);
  return {
    url: pooler.pooled(scratch.url),
    directUrl: scratch.url,
    async drop() {
      await pooler.stop();
      await scratch.drop();
    },
  };
}
