import { pushOf } from '@server/channels/push/transport';
import { loadConfig } from '@server/config';
import { ConfigError } from '@server/env';
import { createTestServer, type TestServer } from '@server/test/harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadVapidKeys } from './vapid-keys';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const subject = 'mailto:reminders@cakeday.invalid';

describe('VAPID keys', () => {
  it('are generated once and then shared by every instance on the database', async () => {
    const { db } = server.deps;
    const [first, second] = await Promise.all([
      loadVapidKeys(db, { subject }),
      loadVapidKeys(db, { subject }),
    ]);
    expect(second).toEqual(first);
    expect(await loadVapidKeys(db, { subject })).toEqual(first);
    expect(pushOf(server.deps).publicKey).toBe(first.publicKey);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
  });

  it('come from the configuration when both are set', async () => {
    const configured = { publicKey: 'BPub', privateKey: 'priv' };
    expect(await loadVapidKeys(server.deps.db, { ...configured, subject })).toEqual(configured);
  });
});

describe('VAPID configuration', () => {
  const keys = webpush.generateVAPIDKeys();

  it('names us by a mailto: address, or by an https PUBLIC_URL', () => {
    expect(loadConfig({}).channels.push).toEqual({ subject: 'mailto:reminders@cakeday.invalid' });
    expect(
      (loadConfig({ PUBLIC_URL: 'https://cakeday.example/' }).channels.push as { subject: string }).subject,
    ).toBe('https://cakeday.example');
    expect(
      (loadConfig({ VAPID_SUBJECT: 'mailto:me@example.com' }).channels.push as { subject: string }).subject,
    ).toBe('mailto:me@example.com');
  });

  it('takes both keys together', () => {
    const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
    expect(loadConfig(env).channels.push).toMatchObject(keys);
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: keys.publicKey }, 'VAPID_PRIVATE_KEY is required with the other VAPID key'],
    [{ VAPID_PRIVATE_KEY: keys.privateKey }, 'VAPID_PUBLIC_KEY is required with the other VAPID key'],
    [{ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: keys.privateKey }, 'VAPID_PUBLIC_KEY must be'],
    [{ VAPID_SUBJECT: 'http://cakeday.example' }, 'VAPID_SUBJECT must be a mailto: address or an https: URL'],
  ])('stops with one line naming the variable (%o)', (env, start) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${start}`));
  });

  it('never repeats a private key in the error', () => {
    const typo = `${keys.privateKey}x`;
    const env = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: typo };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).not.toThrow(typo);
  });
});
