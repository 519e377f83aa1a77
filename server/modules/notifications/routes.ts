import type { Deps } from '@server/deps';
import { requireUser, userOf } from '@server/modules/auth';
import { deliveryLogEntry } from '@shared/schemas/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listDeliveries } from './list-deliveries';

export function notificationRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(deps));
    app.get('/deliveries', { schema: { response: { 200: z.array(deliveryLogEntry) } } }, async (req) =>
      listDeliveries(deps, { userId: userOf(req).id }),
    );
  };
}
