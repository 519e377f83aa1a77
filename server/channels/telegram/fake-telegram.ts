import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeTelegramOptions = {
  token?: string;
  username?: string;
  /** Where it listens (any free port by default). */
  port?: number;
};

type Update = {
  update_id: number;
  message: {
    message_id: number;
    from: { id: number; is_bot: false; first_name: string; language_code?: string };
    chat: { id: number; type: string; first_name?: string; title?: string };
    date: number;
    text: string;
  };
};
type SentMessage = { chatId: number; text: string; body: Record<string, unknown>; at: number };
type Refusal = { error_code: number; description: string; parameters?: { retry_after: number } };

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * A Telegram Bot API on loopback speaking its documented JSON (`{ ok, result }` or `{ ok: false,
 * error_code, description, parameters }`): getMe, getUpdates (long polling; an offset confirms every
 * update below it; a second getUpdates while one is open is answered 409, counted in `conflicts`),
 * setWebhook/deleteWebhook (while a webhook is set, updates are POSTed to it and getUpdates answers
 * 409) and sendMessage. A test plays the user with `userSends(chatId, '/start …')`, and can make sends answer
 * 403 (blocked) or 429 (retry_after). Browser tests use the same over HTTP: POST /_send, GET /_messages.
 */
export async function startFakeTelegram(options: FakeTelegramOptions = {}) {
  const token = options.token ?? '123456:TEST-telegram-bot-token_abcdef';
  const username = options.username ?? 'CakedayTestBot';
  let queue: Update[] = [];
  let nextUpdateId = 1000;
  const sent: SentMessage[] = [];
  const blocked = new Set<number>();
  const refusals: Refusal[] = [];
  const waiting = new Set<() => void>();
  let openPolls = 0;
  let maxOpenPolls = 0;
  let polls = 0;
  let conflicts = 0;
  let lastOffset: number | null = null;
  let webhook: { url: string; secretToken: string } | null = null;
  let webhookOrigin: string | null = null;
  const webhookPosts: { updateId: number; status: number }[] = [];

  const wake = () => {
    for (const resume of waiting) resume();
  };

  /** Webhook mode: Telegram POSTs the update with the secret header; what the server answered is kept. */
  async function postToWebhook(update: Update) {
    if (!webhook) return;
    const target = new URL(webhook.url);
    const url = webhookOrigin ? `${webhookOrigin}${target.pathname}${target.search}` : webhook.url;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': webhook.secretToken },
      body: JSON.stringify(update),
    }).catch(() => null);
    webhookPosts.push({ updateId: update.update_id, status: res?.status ?? 0 });
    // Delivered: Telegram forgets it. Otherwise it stays pending (getUpdates gets it once the webhook goes).
    if (res?.ok) queue = queue.filter((u) => u !== update);
  }

  /** The user writes to the bot; `languageCode` is the one their Telegram app is set to (Telegram sends it when known). */
  function userSends(
    chatId: number,
    text: string,
    { chatType = 'private', languageCode }: { chatType?: string; languageCode?: string } = {},
  ) {
    nextUpdateId += 1;
    queue.push({
      update_id: nextUpdateId,
      message: {
        message_id: nextUpdateId,
        from: {
          id: chatId,
          is_bot: false,
          first_name: 'Ada',
          ...(languageCode ? { language_code: languageCode } : {}),
        },
        chat:
          chatType === 'private'
            ? { id: chatId, type: chatType, first_name: 'Ada' }
            : { id: chatId, type: chatType, title: 'Family' },
        date: Math.floor(Date.now() / 1000),
        text,
      },
    });
    if (webhook) void postToWebhook(queue.at(-1)!);
    wake();
    return nextUpdateId;
  }

  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const fail = (refusal: Refusal) => send(refusal.error_code, { ok: false, ...refusal });
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'GET' && url.pathname === '/_messages') return send(200, sent);
    if (req.method === 'POST' && url.pathname === '/_send') {
      const body = await readJson(req);
      return send(200, { update_id: userSends(Number(body.chatId), String(body.text)) });
    }
    const match = url.pathname.match(/^\/bot([^/]+)\/(\w+)$/);
    if (!match) return fail({ error_code: 404, description: 'Not Found' });
    if (match[1] !== token) return fail({ error_code: 401, description: 'Unauthorized' });
    const body = { ...Object.fromEntries(url.searchParams), ...(await readJson(req)) };
    switch (match[2]) {
      case 'getMe':
        return send(200, {
          ok: true,
          result: { id: 123456, is_bot: true, first_name: 'Cakeday', username, can_join_groups: true },
        });
      case 'setWebhook': {
        const url = String(body.url ?? '');
        if (!url.startsWith('https://'))
          return fail({
            error_code: 400,
            description: 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook',
          });
        webhook = { url, secretToken: String(body.secret_token ?? '') };
        return send(200, { ok: true, result: true, description: 'Webhook was set' });
      }
      case 'deleteWebhook':
        webhook = null;
        return send(200, { ok: true, result: true, description: 'Webhook was deleted' });
      case 'getUpdates': {
        polls += 1;
        if (webhook)
          return fail({
            error_code: 409,
            description:
              "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
          });
        // A poll whose client hung up (an instance stopping) is not a conflict: give its close a moment to land.
        if (openPolls > 0) await new Promise((resolve) => setTimeout(resolve, 20));
        if (openPolls > 0) {
          conflicts += 1;
          return fail({
            error_code: 409,
            description:
              'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
          });
        }
        openPolls += 1;
        maxOpenPolls = Math.max(maxOpenPolls, openPolls);
        try {
          const offset = Number(body.offset ?? 0);
          lastOffset = offset;
          // Updates below the offset are confirmed: Telegram forgets them.
          queue = queue.filter((u) => u.update_id >= offset);
          const timeoutS = Math.min(Number(body.timeout ?? 0), 50);
          if (queue.length === 0 && timeoutS > 0) {
            await new Promise<void>((resolve) => {
              const done = () => {
                clearTimeout(timer);
                waiting.delete(done);
                resolve();
              };
              const timer = setTimeout(done, timeoutS * 1000);
              waiting.add(done);
              req.socket.once('close', done);
            });
          }
          return send(200, { ok: true, result: queue.slice(0, 100) });
        } finally {
          openPolls -= 1;
        }
      }
      case 'sendMessage': {
        const chatId = Number(body.chat_id);
        const text = body.text;
        if (!Number.isSafeInteger(chatId) || typeof text !== 'string' || text.length === 0)
          return fail({ error_code: 400, description: 'Bad Request: message text is empty' });
        if (text.length > 4096)
          return fail({ error_code: 400, description: 'Bad Request: message is too long' });
        const refusal = refusals.shift();
        if (refusal) return fail(refusal);
        if (blocked.has(chatId))
          return fail({ error_code: 403, description: 'Forbidden: bot was blocked by the user' });
        sent.push({ chatId, text, body, at: Date.now() });
        return send(200, {
          ok: true,
          result: {
            message_id: sent.length,
            chat: { id: chatId, type: 'private' },
            date: Math.floor(Date.now() / 1000),
            text,
          },
        });
      }
      default:
        return fail({ error_code: 404, description: 'Not Found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token,
    username,
    /** What the bot sent, oldest first. */
    sent,
    userSends,
    /** The user blocks the bot: sends to this chat answer 403. */
    block: (chatId: number) => blocked.add(chatId),
    /** The next sends answer 429 with this retry_after (seconds). */
    tooManyRequests(retryAfterS: number, times = 1) {
      for (let i = 0; i < times; i++)
        refusals.push({
          error_code: 429,
          description: `Too Many Requests: retry after ${retryAfterS}`,
          parameters: { retry_after: retryAfterS },
        });
    },
    /** The webhook the bot set (setWebhook), or null while it long polls. */
    get webhook() {
      return webhook;
    },
    /** A webhook set with `url`, as an earlier https setup of the server would have left it. */
    setWebhook(url: string, secretToken = '') {
      webhook = { url, secretToken };
    },
    /** Posts webhooks to this origin instead of the URL's own (a test server cannot serve its https PUBLIC_URL). */
    deliverWebhooksTo(origin: string) {
      webhookOrigin = origin;
    },
    /** Each update posted to the webhook and the status the server answered (0: unreachable). */
    webhookPosts,
    /** Updates not yet confirmed by an offset. */
    get pending() {
      return queue.length;
    },
    get polls() {
      return polls;
    },
    get maxOpenPolls() {
      return maxOpenPolls;
    },
    get conflicts() {
      return conflicts;
    },
    get lastOffset() {
      return lastOffset;
    },
    close() {
      wake();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeTelegram = Awaited<ReturnType<typeof startFakeTelegram>>;
