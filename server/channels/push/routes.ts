import { pushOf } from '@server/channels/push/transport';
import type { Deps } from '@server/deps';
import { requireUser, userOf } from '@server/modules/auth';
import { MSG } from '@shared/messages';
import { pushSubscriptionInput } from '@shared/schemas/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteSubscription } from './delete-subscription';
import { saveSubscription } from './save-subscription';

// Push services are reached over https only; anything else could only point our server at other hosts.
const subscriptionBody = pushSubscriptionInput.extend({
  endpoint: z.url({ protocol: /^https$/, error: MSG.pushEndpointHttps }).max(2000, MSG.pushEndpointHttps),
});
const byEndpoint = pushSubscriptionInput.pick({ endpoint: true });

export function pushRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // Public: the key only lets a browser subscribe; the subscription is saved for a signed-in user.
    const publicKeyReply = { 200: z.object({ publicKey: z.string() }) };
    app.get('/public-key', { schema: { response: publicKeyReply } }, async () => ({
      publicKey: pushOf(deps).publicKey,
    }));

    app.post(
      '/subscriptions',
      {
        onRequest: requireUser(deps),
        schema: { body: subscriptionBody, response: { 201: z.object({ ok: z.literal(true) }) } },
      },
      async (req, reply) => {
        const userAgent = req.headers['user-agent'] ?? '';
        await saveSubscription(deps, { userId: userOf(req).id, input: req.body, userAgent });
        reply.code(201);
        return { ok: true as const };
      },
    );

    app.delete(
      '/subscriptions',
      { onRequest: requireUser(deps), schema: { body: byEndpoint } },
      async (req, reply) => {
        await deleteSubscription(deps, { userId: userOf(req).id, endpoint: req.body.endpoint });
        return reply.code(204).send();
      },
    );
  };
}
