import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { PushProvider } from './push-provider';

export type WebPushOptions = {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact the push service may use to reach us about our traffic. */
  subject: string;
  /** Tests pass one that trusts the fake push service's self-signed certificate. */
  agent?: Agent;
  timeoutMs?: number;
};

// A reminder older than a day talks about the wrong day ("tomorrow"), so the push service may drop it.
const TTL_SECONDS = 24 * 60 * 60;

/** Standard Web Push: the payload encrypted for the subscription (aes128gcm), signed with our VAPID key. */
export function webPush(options: WebPushOptions): PushProvider {
  const { publicKey, privateKey, subject, agent } = options;
  return {
    publicKey,
    async send(target, message) {
      const payload = JSON.stringify({ ...message, icon: '/favicon.svg' });
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: { subject, publicKey, privateKey },
            TTL: TTL_SECONDS,
            // Reminders are rare and awaited: ask the device to wake up for them.
            urgency: 'high',
            timeout: options.timeoutMs ?? 10_000,
            ...(agent ? { agent } : {}),
          },
        );
        return 'sent';
      } catch (err) {
        if (err instanceof webpush.WebPushError) {
          if (err.statusCode === 404 || err.statusCode === 410) return 'gone';
          throw new Error(`Push service answered ${err.statusCode}: ${shortReason(err.body)}`, {
            cause: err,
          });
        }
        throw new Error(`Push service unreachable: ${(err as Error).message}`, { cause: err });
      }
    },
  };
}

function shortReason(body: string | undefined): string {
  const text = (body ?? '').replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, 200) : 'no reason given';
}
