import { createHmac } from 'node:crypto';
import { destinationChannel } from '@server/channel-kit/destination';
import { postToDestination } from '@server/channel-kit/http-destination';
import type { Deps } from '@server/deps';
import { type WebhookConfig, webhookConfig } from '@shared/channels/webhook/schema';
import { MSG } from '@shared/messages';

/** The body's schema version (docs/webhooks.md); a change that breaks a receiver gets a new one. */
const WEBHOOK_VERSION = 1;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: the time lets a receiver refuse a replay. */
function webhookSignature(secret: string, body: string, now: Date) {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** POSTs one event, signed; its `id` is also the Idempotency-Key, the same on every resend. */
export async function postWebhook(
  deps: Pick<Deps, 'outbound' | 'clock'>,
  config: WebhookConfig,
  event: { id: string; type: string } & Record<string, unknown>,
) {
  const now = deps.clock.now();
  const body = JSON.stringify({ version: WEBHOOK_VERSION, ...event, sentAt: now.toISOString() });
  await postToDestination(
    deps,
    {
      url: config.url,
      headers: {
        'content-type': 'application/json',
        'user-agent': `Cakeday-Webhook/${WEBHOOK_VERSION}`,
        'idempotency-key': event.id,
        'x-cakeday-signature': webhookSignature(config.secret, body, now),
      },
      body,
    },
    { refused: MSG.webhookRefused, unreachable: MSG.webhookUnreachable },
  );
}

/**
 * A signed JSON POST to the user's URL. Its id is the delivery's log row, so a claim taken over
 * after a crash sends the same Idempotency-Key and a receiver that keeps them acts once.
 */
export const webhookChannel = destinationChannel(
  'webhook',
  webhookConfig.parse,
  'hook_missing',
  (deps, config, _to, claim, { about, language, title, body, url }) =>
    postWebhook(deps, config, {
      id: claim.id,
      ...about,
      language,
      title,
      text: `${title}. ${body}`,
      url,
    }),
);
