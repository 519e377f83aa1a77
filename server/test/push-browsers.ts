import { createECDH, randomBytes } from 'node:crypto';
import type { Agent } from 'node:https';
import type { Deps } from '@server/deps';
import { webPush } from '@server/providers/push/web-push';
import webpush from 'web-push';

/** A browser's subscription keys for `endpoint`, as the Push API would hand them over. */
export function browserSubscription(endpoint: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return { endpoint, p256dh: keys.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** Deps whose push provider reaches the fake push service (on loopback, which production refuses). */
export const withFakePushService = (deps: Deps, agent: Agent): Deps => ({
  ...deps,
  push: webPush({
    ...webpush.generateVAPIDKeys(),
    subject: 'mailto:t@cakeday.invalid',
    agent,
    checkEndpoint: async () => {},
  }),
});
