import type { Deps } from '@server/deps';
import { requireUser, userOf } from '@server/modules/auth';
import { localeInput } from '@shared/schemas/locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setLocale } from './set-locale';

export function localeRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(deps));
    app.put('/', { schema: { body: localeInput, response: { 200: localeInput } } }, async (req) =>
      setLocale(deps, { userId: userOf(req).id, locale: req.body.locale }),
    );
  };
}
