import { DeliveryFailure } from '@server/lib/errors';
import { MSG } from '@shared/messages';
import { z } from 'zod';

export type TelegramOptions = {
  token: string;
  apiBase: string;
  /** Waits out a 429's retry_after; tests pass a faster one. */
  sleep?: (ms: number) => Promise<void>;
  /** A send gives up after this long (the poll waits its own timeout plus this). */
  timeoutMs?: number;
};

/**
 * The parts of an Update (Bot API) that Cakeday reads: a text message, its chat and the language its
 * sender's Telegram is set to (an IETF tag, when Telegram knows it); the rest is dropped.
 */
export const telegramUpdate = z.object({
  update_id: z.number().int(),
  message: z
    .object({
      chat: z.object({ id: z.number().int(), type: z.string().max(20) }),
      // A tag Cakeday cannot read is dropped, not the update with it.
      from: z.object({ language_code: z.string().max(35).optional().catch(undefined) }).optional(),
      text: z.string().max(4096).optional(),
    })
    .optional(),
});
export type TelegramUpdate = z.infer<typeof telegramUpdate>;

type Reply<T> = {
  ok: boolean;
  result?: T;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
};

/**
 * Our errors for Telegram's answers, classified for the reminder engine: Telegram did not answer or
 * failed (5xx), or is busy (429, with its `retry_after` seconds as the wait): another try may pass;
 * the chat is gone (blocked) or the request refused: it will not.
 */
const unreachable = (detail: string) =>
  new DeliveryFailure(MSG.telegramUnreachable, false, detail, null, 'telegram_unreachable');
const refused = (detail: string) =>
  new DeliveryFailure(MSG.telegramRefused, true, detail, null, 'telegram_refused');
const blocked = (detail: string) =>
  new DeliveryFailure(MSG.telegramBlocked, true, detail, null, 'telegram_blocked');
const busy = (retryAfterS: number) =>
  new DeliveryFailure(
    MSG.telegramBusy,
    false,
    `Telegram answered 429, retry after ${retryAfterS} s`,
    String(retryAfterS),
    'telegram_busy',
  );

/** Waits longer than this are not waited out within one send. */
const MAX_RETRY_WAIT_S = 30;

/**
 * The operator's bot over the Bot API's JSON (https://core.telegram.org/bots/api): getMe, getUpdates
 * (long polling) or setWebhook/deleteWebhook, and sendMessage. Errors are AppErrors with our sentences; the token is part of every
 * URL, so no URL, remote description or fetch error text ever reaches a log line or a user.
 */
export function telegramBot(options: TelegramOptions) {
  const sleep = options.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
  const timeoutMs = options.timeoutMs ?? 10_000;
  let username: Promise<string> | null = null;

  async function call<T>(method: string, body: unknown, signal: AbortSignal): Promise<Reply<T>> {
    let res: Response;
    try {
      res = await fetch(`${options.apiBase}/bot${options.token}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal,
      });
    } catch (err) {
      const why = err instanceof Error ? err.name : 'error';
      throw unreachable(`Telegram ${method} unreachable (${why})`);
    }
    const reply = (await res.json().catch(() => null)) as Reply<T> | null;
    if (!reply || typeof reply.ok !== 'boolean') {
      // Not the Bot API's JSON: a proxy's error page when it failed, else a refusal.
      const detail = `Telegram ${method} answered ${res.status}`;
      throw res.status >= 500 ? unreachable(detail) : refused(detail);
    }
    return reply;
  }

  /** Our error for an ok:false answer: its status and code only, never its description. */
  function refusal(method: string, reply: Reply<unknown>): DeliveryFailure {
    const detail = `Telegram ${method} answered ${reply.error_code ?? 'an error'}`;
    if (reply.error_code === 429) return busy(reply.parameters?.retry_after ?? 60);
    // 403: the user blocked the bot or deleted the chat; 400 'chat not found' is the same for us.
    if (reply.error_code === 403) return blocked(detail);
    if (reply.error_code === 400 && /chat not found/i.test(reply.description ?? '')) return blocked(detail);
    if (reply.error_code !== undefined && reply.error_code >= 500) return unreachable(detail);
    return refused(detail);
  }

  return {
    /** The bot's @username, for the t.me link (asked once per process). */
    username(): Promise<string> {
      username ??= call<{ username?: string }>('getMe', {}, AbortSignal.timeout(timeoutMs)).then((reply) => {
        if (!reply.ok || !reply.result?.username) throw refusal('getMe', reply);
        return reply.result.username;
      });
      // A failed ask is asked again next time.
      username.catch(() => {
        username = null;
      });
      return username;
    },

    /** Long polls for updates from `offset` on, for up to `timeoutS`; `signal` ends it early (shutdown). */
    async getUpdates(offset: number, timeoutS: number, signal?: AbortSignal): Promise<TelegramUpdate[]> {
      const deadline = AbortSignal.timeout(timeoutS * 1000 + timeoutMs);
      const reply = await call<TelegramUpdate[]>(
        'getUpdates',
        { offset, timeout: timeoutS, allowed_updates: ['message'] },
        signal ? AbortSignal.any([signal, deadline]) : deadline,
      );
      if (!reply.ok || !Array.isArray(reply.result)) throw refusal('getUpdates', reply);
      return reply.result;
    },

    /**
     * Has Telegram POST every update to `url` with `secretToken` in X-Telegram-Bot-Api-Secret-Token
     * (webhook mode). While a webhook is set, Telegram refuses getUpdates.
     */
    async setWebhook(url: string, secretToken: string): Promise<void> {
      const body = { url, secret_token: secretToken, allowed_updates: ['message'] };
      const reply = await call('setWebhook', body, AbortSignal.timeout(timeoutMs));
      if (!reply.ok) throw refusal('setWebhook', reply);
    },

    /** Back to long polling: a webhook left by an earlier https setup would make getUpdates fail. */
    async deleteWebhook(): Promise<void> {
      const reply = await call('deleteWebhook', {}, AbortSignal.timeout(timeoutMs));
      if (!reply.ok) throw refusal('deleteWebhook', reply);
    },

    /**
     * Sends plain text (no parse_mode: a name with * or < is shown as written) without a link
     * preview. A 429 asking for at most 30 s is waited out once; a longer one throws (telegram_busy).
     */
    async sendMessage(chatId: number, text: string): Promise<void> {
      const body = { chat_id: chatId, text, link_preview_options: { is_disabled: true } };
      for (let attempt = 1; ; attempt++) {
        const reply = await call('sendMessage', body, AbortSignal.timeout(timeoutMs));
        if (reply.ok) return;
        const error = refusal('sendMessage', reply);
        const waitS = error.code === 'telegram_busy' ? Number(error.retryAfter) : Number.POSITIVE_INFINITY;
        if (attempt > 1 || waitS > MAX_RETRY_WAIT_S) throw error;
        await sleep(waitS * 1000);
      }
    },
  };
}
export type TelegramBot = ReturnType<typeof telegramBot>;
