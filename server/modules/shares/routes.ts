import type { Deps } from '@server/deps';
import { requireUser, userOf } from '@server/modules/auth';
import { MSG } from '@shared/messages';
import {
  acceptShareResult,
  createShareInput,
  createShareResult,
  pendingShare,
  rejectShareResult,
  share,
} from '@shared/schemas/share';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptShare } from './accept-share';
import { createShare } from './create-share';
import { getShare } from './get-share';
import { listPendingShares } from './list-pending-shares';
import { rejectShare } from './reject-share';

const byId = z.object({ id: z.string().max(64, MSG.shareNotFound) });

export function shareRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(deps));

    app.post(
      '/',
      { schema: { body: createShareInput, response: { 201: createShareResult } } },
      async (req, reply) => {
        reply.code(201);
        return createShare(deps, { userId: userOf(req).id, input: req.body });
      },
    );

    app.get('/pending', { schema: { response: { 200: z.array(pendingShare) } } }, async (req) =>
      listPendingShares(deps, { userId: userOf(req).id }),
    );

    app.get('/:id', { schema: { params: byId, response: { 200: share } } }, async (req) =>
      getShare(deps, { userId: userOf(req).id, id: req.params.id }),
    );

    app.post('/:id/accept', { schema: { params: byId, response: { 200: acceptShareResult } } }, async (req) =>
      acceptShare(deps, { userId: userOf(req).id, id: req.params.id }),
    );

    app.post('/:id/reject', { schema: { params: byId, response: { 200: rejectShareResult } } }, async (req) =>
      rejectShare(deps, { userId: userOf(req).id, id: req.params.id }),
    );
  };
}
