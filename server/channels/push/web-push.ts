import type { Agent } from 'node:https';
import { DeliveryFailure } from '@server/lib/errors';
import type { Outbound } from '@server/providers/outbound';
import { MSG } from '@shared/messages';
import webpush from 'web-push';
import { checkPushEndpoint } from './public-endpoint';
import type { PushProvider } from './push-provider';

export type WebPushOptions = {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: contact the push service may use to reach us about our traffic. */
  subject: string;
  /** Keeps us to public hosts and those in OUTBOUND_ALLOW, at the check and when the socket opens. */
  outbound: Outbound;
  /**
   * Tests on loopback pass an agent that trusts the fake push service's self-signed certificate and
   * a check that lets 127.0.0.1 through; in production both come from `outbound`.
   */
  agent?: Agent;
  checkEndpoint?: (endpoint: string) => Promise<void>;
  timeoutMs?: number;
};

// A reminder older than a day talks about the wrong day ("tomorrow"), so the push service may drop it.
const TTL_SECONDS = 24 * 60 * 60;

/** Standard Web Push: the payload encrypted for the subscription (aes128gcm), signed with our VAPID key. */
export function webPush(options: WebPushOptions): PushProvider {
  const { publicKey, privateKey, subject } = options;
  const agent = options.agent ?? options.outbound.httpsAgent;
  const checkEndpoint =
    options.checkEndpoint ?? ((endpoint: string) => checkPushEndpoint(endpoint, options.outbound));
  return {
    publicKey,
    async send(target, message) {
      // Again at send time: a subscription saved before this rule, or a host that moved, is refused.
      await checkEndpoint(target.endpoint);
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
            agent,
          },
        );
        return 'sent';
      } catch (err) {
        // Our own sentence only: a remote service's answer never reaches the delivery history.
        if (err instanceof webpush.WebPushError) {
          const status = err.statusCode;
          if (status === 404 || status === 410) return 'gone';
          // A refusal of this request (our key, its size) will not change; throttling and faults pass.
          const permanent = status >= 400 && status < 500 && ![408, 425, 429].includes(status);
          const retryAfter = err.headers?.['retry-after'] ?? null;
          throw new DeliveryFailure(
            MSG.pushRefused,
            permanent,
            `status ${status}`,
            retryAfter,
            'push_refused',
          );
        }
        throw new DeliveryFailure(MSG.pushUnreachable, false, (err as Error).name, null, 'push_unreachable');
      }
    },
  };
}
