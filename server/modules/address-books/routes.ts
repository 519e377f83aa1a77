import type { Deps } from '@server/deps';
import { requireUser, userOf } from '@server/modules/auth';
import {
  addressBookPreview,
  birthdaySources,
  bookSelection,
  connectionView,
  connectRequest,
  syncResult,
} from '@shared/address-books';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { birthdaySources as readSources } from './birthday-sources';
import { connectAddressBook } from './connect';
import { listConnections } from './list-connections';
import { previewBooks } from './preview-books';
import { removeConnection } from './remove-connection';
import { addBooks, syncNow } from './sync-now';

const params = z.object({ id: z.string() });
// Each of these calls a remote server: enough for a person's retries, not for a flood.
const remote = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

export function addressBookRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(deps));

    app.get('/', { schema: { response: { 200: z.array(connectionView) } } }, async (req) =>
      listConnections(deps, userOf(req).id),
    );

    app.get('/sources', { schema: { response: { 200: birthdaySources } } }, async (req) =>
      readSources(deps, userOf(req).id),
    );

    app.post(
      '/',
      { ...remote, schema: { body: connectRequest, response: { 200: connectionView } } },
      async (req) => connectAddressBook(deps, userOf(req).id, req.body),
    );

    app.post(
      '/:id/preview',
      { ...remote, schema: { params, body: bookSelection, response: { 200: addressBookPreview } } },
      async (req) => previewBooks(deps, userOf(req).id, req.params.id, req.body.bookIds),
    );

    app.post(
      '/:id/books',
      { ...remote, schema: { params, body: bookSelection, response: { 200: syncResult } } },
      async (req) => addBooks(deps, userOf(req).id, req.params.id, req.body.bookIds, req.log),
    );

    app.post('/:id/sync', { ...remote, schema: { params, response: { 200: syncResult } } }, async (req) =>
      syncNow(deps, userOf(req).id, req.params.id, req.log),
    );

    app.delete('/:id', { schema: { params } }, async (req, reply) => {
      await removeConnection(deps, userOf(req).id, req.params.id);
      return reply.status(204).send();
    });
  };
}
