import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { Agent } from 'node:https';
import { createOutbound } from '@server/providers/outbound/outbound';
import ece from 'http_ece';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type FakePushService, startFakePushService } from './fake-push-service';
import type { PushTarget } from './push-provider';
import { webPush } from './web-push';

let service: FakePushService;
let agent: Agent;
beforeEach(async () => {
  service = await startFakePushService();
  agent = new Agent({ ca: service.ca });
});
afterEach(async () => {
  agent.destroy();
  await service.close();
});

const vapid = webpush.generateVAPIDKeys();
const SUBJECT = 'mailto:reminders@cakeday.invalid';
// The fake service lives on loopback, which the production check refuses (tested below).
const provider = () =>
  webPush({ ...vapid, subject: SUBJECT, outbound: createOutbound(), agent, checkEndpoint: async () => {} });

/** What a browser keeps when it subscribes: a P-256 key pair and a 16-byte auth secret. */
function browserSubscription(endpoint: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const target: PushTarget = { endpoint, p256dh: keys.getPublicKey('base64url'), auth };
  return {
    target,
    read: (body: Buffer) => ece.decrypt(body, { version: 'aes128gcm', privateKey: keys, authSecret: auth }),
  };
}

const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

const message = {
  title: "Ada's birthday is tomorrow",
  body: 'Ada turns 36 tomorrow.',
  url: '/',
  tag: 'reminder-ada-day',
};

describe('the Web Push provider', () => {
  it('posts the message encrypted for the browser, signed with our VAPID key', async () => {
    const browser = browserSubscription(service.endpoint('ada'));
    expect(await provider().send(browser.target, message)).toBe('sent');

    expect(service.deliveries).toHaveLength(1);
    const { path, headers, body } = service.deliveries[0]!;
    expect(path).toBe('/push/ada');
    expect(headers['content-encoding']).toBe('aes128gcm');
    expect(headers.ttl).toBe('86400');
    expect(headers.urgency).toBe('high');

    const auth = headers.authorization?.match(/^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/);
    expect(auth, headers.authorization).not.toBeNull();
    const [, jwt, k] = auth!;
    expect(k).toBe(vapid.publicKey);
    const [header, claims, signature] = jwt!.split('.');
    expect(decodePart(header!)).toMatchObject({ alg: 'ES256' });
    const { aud, sub, exp } = decodePart(claims!);
    expect(aud).toBe(service.origin);
    expect(sub).toBe(SUBJECT);
    expect(exp * 1000).toBeGreaterThan(Date.now());
    expect(exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
    // The push service checks the token against k: so does this test.
    const raw = Buffer.from(vapid.publicKey, 'base64url');
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = Buffer.from(`${header}.${claims}`);
    const sig = Buffer.from(signature!, 'base64url');
    expect(verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, sig)).toBe(true);

    expect(body.includes(Buffer.from('Ada'))).toBe(false);
    expect(JSON.parse(browser.read(body).toString('utf8'))).toEqual({ ...message, icon: '/favicon.svg' });
  });

  it('leaves out a tag the message does not have', async () => {
    const browser = browserSubscription(service.endpoint('no-tag'));
    await provider().send(browser.target, { title: 'Hi', body: 'There', url: '/notifications' });
    const payload = JSON.parse(browser.read(service.deliveries[0]!.body).toString('utf8'));
    expect(payload).toEqual({ title: 'Hi', body: 'There', url: '/notifications', icon: '/favicon.svg' });
  });

  it.each([404, 410])('reports an expired subscription (%i) as gone', async (status) => {
    const { target } = browserSubscription(service.endpoint('expired'));
    service.answer(target.endpoint, status);
    expect(await provider().send(target, message)).toBe('gone');
  });

  it('throws our own sentence on any other refusal, never the service’s answer', async () => {
    const { target } = browserSubscription(service.endpoint('broken'));
    service.answer(target.endpoint, 500);
    await expect(provider().send(target, message)).rejects.toThrow(
      'The browser’s push service did not accept the reminder.',
    );
  });

  it('throws when the push service cannot be reached', async () => {
    const { target } = browserSubscription(service.endpoint('closed'));
    await service.close();
    await expect(provider().send(target, message)).rejects.toThrow(
      'The browser’s push service could not be reached.',
    );
  });

  it('refuses a push service whose certificate nobody vouches for', async () => {
    const { target } = browserSubscription(service.endpoint('untrusted'));
    const untrusting = webPush({
      ...vapid,
      subject: SUBJECT,
      outbound: createOutbound(),
      checkEndpoint: async () => {},
    });
    await expect(untrusting.send(target, message)).rejects.toThrow(
      'The browser’s push service could not be reached.',
    );
    expect(service.deliveries).toHaveLength(0);
  });

  it.each([
    (port: string) => `https://127.0.0.1:${port}/push/x`,
    (port: string) => `https://localhost:${port}/push/x`,
    () => 'https://localhost/push/x',
    () => 'https://[::1]/push/x',
  ])('never reaches an internal address with the production checks (%#)', async (endpointOf) => {
    const { target } = browserSubscription(endpointOf(new URL(service.origin).port));
    const production = webPush({ ...vapid, subject: SUBJECT, outbound: createOutbound() });
    await expect(production.send(target, message)).rejects.toThrow(
      'This browser’s push address is not a public push service, so Cakeday cannot use it.',
    );
    expect(service.deliveries).toHaveLength(0);
  });

  it('connects to public addresses only, even when the host passed the endpoint check', async () => {
    const { target } = browserSubscription(`https://localhost:${new URL(service.origin).port}/push/x`);
    const rebound = webPush({
      ...vapid,
      subject: SUBJECT,
      outbound: createOutbound(),
      checkEndpoint: async () => {},
    });
    await expect(rebound.send(target, message)).rejects.toThrow(
      'The browser’s push service could not be reached.',
    );
    expect(service.deliveries).toHaveLength(0);
  });
});
