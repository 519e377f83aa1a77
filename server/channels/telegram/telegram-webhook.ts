import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TelegramUpdate } from '@server/channels/telegram/transport';
import type { Deps } from '@server/deps';
import { AppError } from '@server/lib/errors';
import type { FastifyBaseLogger } from 'fastify';
import { handleTelegramUpdate } from './handle-telegram-update';
import { wait, why } from './telegram-poller';
import { telegramOf, telegramPart } from './transport';

const WEBHOOK_PATH = '/api/telegram/updates';

/**
 * Webhook mode, when this server has a bot and an https PUBLIC_URL (Telegram only calls https):
 * where Telegram posts updates, and the secret it sends with each. The secret is derived from the
 * bot token, so every instance knows it without storing one, and it changes with the token.
 */
export function telegramWebhook(deps: Pick<Deps, 'channelClients' | 'config'>) {
  const part = telegramPart(deps);
  if (!telegramOf(deps) || !part || !deps.config.publicUrl.startsWith('https://')) return null;
  const secret = createHmac('sha256', part.token).update('cakeday telegram webhook').digest('base64url');
  return { url: `${deps.config.publicUrl}${WEBHOOK_PATH}`, secret };
}

/**
 * Tells Telegram where to post updates, trying again until it answers (Telegram may be unreachable
 * at boot). Every instance may do it: setting the same webhook twice changes nothing.
 */
export function registerTelegramWebhook(
  deps: Deps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  options: { retryMs?: number } = {},
) {
  const webhook = telegramWebhook(deps);
  const bot = telegramOf(deps);
  if (!webhook || !bot) return async () => {};
  const stop = new AbortController();
  const done = (async () => {
    while (!stop.signal.aborted) {
      try {
        await bot.setWebhook(webhook.url, webhook.secret);
        return;
      } catch (err) {
        log.warn({ why: why(err) }, 'telegram webhook not set');
        await wait(options.retryMs ?? 30_000, stop.signal);
      }
    }
  })();
  return async () => {
    stop.abort();
    await done;
  };
}

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** Refuses a request to the webhook address that does not carry Telegram's secret for this bot. */
export function checkWebhookSecret(
  deps: Pick<Deps, 'channelClients' | 'config'>,
  given: string | string[] | undefined,
) {
  const webhook = telegramWebhook(deps);
  if (!webhook) throw new AppError('telegram_unavailable');
  if (typeof given !== 'string' || !sameSecret(given, webhook.secret))
    throw new AppError('telegram_webhook_refused');
}

/**
 * One update Telegram posted. A reply that failed is logged and the update counts as handled, as the
 * poller does; anything else (the database down) answers 500, so Telegram posts it again later.
 */
export async function receiveTelegramUpdate(
  deps: Deps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  update: TelegramUpdate,
) {
  try {
    await handleTelegramUpdate(deps, update);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    log.warn({ why: why(err), update: update.update_id }, 'telegram update not handled');
  }
}
