import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deliveryLogEntry } from '../../../shared/schemas/reminders';
import type { Deps } from '../../deps';
import { requireUser, userOf } from '../auth';
import { listDeliveries } from './list-deliveries';

export function notificationRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(deps));
    app.get('/deliveries', { schema: { response: { 200: z.array(deliveryLogEntry) } } }, async (req) =>
      listDeliveries(deps, { userId: userOf(req).id }),
    );
  };
}
