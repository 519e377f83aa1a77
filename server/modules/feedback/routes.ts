import type { Deps } from '@server/deps';
import { requireUser, userOf } from '@server/modules/auth';
import { sendFeedbackInput, sendFeedbackResult } from '@shared/schemas/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendFeedback } from './send-feedback';

export function feedbackRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(deps));

    app.post(
      '/',
      { schema: { body: sendFeedbackInput, response: { 201: sendFeedbackResult } } },
      async (req, reply) => {
        reply.code(201);
        return sendFeedback(deps, { userId: userOf(req).id, input: req.body });
      },
    );
  };
}
