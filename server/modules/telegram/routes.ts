import type { Deps } from '@server/deps';
import { requireUser, userOf } from '@server/modules/auth';
import { telegramLink, telegramState } from '@shared/schemas/telegram';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disconnectTelegram } from './disconnect-telegram';
import { getTelegramState } from './get-telegram-state';
import { sendTelegramTest } from './send-telegram-test';
import { startTelegramLink } from './start-telegram-link';

export function telegramRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(deps));

    app.get('/', { schema: { response: { 200: telegramState } } }, async (req) =>
      getTelegramState(deps, { userId: userOf(req).id }),
    );

    app.post('/link', { schema: { response: { 200: telegramLink } } }, async (req) =>
      startTelegramLink(deps, { userId: userOf(req).id }),
    );

    app.post('/test', { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async (req) => {
      await sendTelegramTest(deps, { userId: userOf(req).id });
      return { ok: true as const };
    });

    app.delete('/', async (req, reply) => {
      await disconnectTelegram(deps, { userId: userOf(req).id });
      return reply.code(204).send();
    });
  };
}
