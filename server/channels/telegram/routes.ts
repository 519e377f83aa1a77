import { telegramUpdate } from '@server/channels/telegram/transport';
import type { Deps } from '@server/deps';
import { requestLocale } from '@server/lib/speak';
import { requireUser, userOf } from '@server/modules/auth';
import { telegramLink, telegramState } from '@shared/channels/telegram/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disconnectTelegram } from './disconnect-telegram';
import { getTelegramState } from './get-telegram-state';
import { sendTelegramTest } from './send-telegram-test';
import { startTelegramLink } from './start-telegram-link';
import { checkWebhookSecret, receiveTelegramUpdate } from './telegram-webhook';

export function telegramRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: requireUser(deps) };
    app.get('/', { ...signedIn, schema: { response: { 200: telegramState } } }, async (req) =>
      getTelegramState(deps, { userId: userOf(req).id }),
    );

    app.post('/link', { ...signedIn, schema: { response: { 200: telegramLink } } }, async (req) =>
      startTelegramLink(deps, { userId: userOf(req).id }),
    );

    app.post(
      '/test',
      { ...signedIn, schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
      async (req) => {
        await sendTelegramTest(deps, { userId: userOf(req).id, locale: requestLocale(req) });
        return { ok: true as const };
      },
    );

    app.delete('/', signedIn, async (req, reply) => {
      await disconnectTelegram(deps, { userId: userOf(req).id });
      return reply.code(204).send();
    });

    // No session on purpose: Telegram's servers post here, and the secret header is their authority.
    app.post(
      '/updates',
      {
        onRequest: async (req) => checkWebhookSecret(deps, req.headers['x-telegram-bot-api-secret-token']),
        schema: { body: telegramUpdate },
      },
      async (req) => {
        await receiveTelegramUpdate(deps, req.log, req.body);
        return {};
      },
    );
  };
}
