import type { Deps } from '@server/deps';
import { requireUser, userOf } from '@server/modules/auth';
import { MSG } from '@shared/messages';
import { birthday, birthdayInput, birthdayUpdate } from '@shared/schemas/birthday';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createBirthday } from './create-birthday';
import { deleteBirthday } from './delete-birthday';
import { getBirthday } from './get-birthday';
import { listBirthdays } from './list-birthdays';
import { createListCache } from './list-cache';
import { updateBirthday } from './update-birthday';

const byId = z.object({ id: z.string().max(64, MSG.birthdayNotFound) });

/** If-None-Match holds this ETag (a list of tags, `*`, or the weak form of it). */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch && ifNoneMatch.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));

/** Accept-Encoding takes gzip: named with q > 0, or not named and `*` with q > 0 (RFC 9110 §12.5.3). */
function parseAcceptsGzip(acceptEncoding: string) {
  const weights = new Map(
    acceptEncoding.split(',').map((part) => {
      const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith('q='));
      return [coding, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}

// Browsers send a handful of distinct Accept-Encoding values: each is read once, not per request.
const gzipAnswers = new Map<string, boolean>();
function acceptsGzip(acceptEncoding: string | undefined) {
  if (!acceptEncoding) return false;
  let accepts = gzipAnswers.get(acceptEncoding);
  if (accepts === undefined) {
    accepts = parseAcceptsGzip(acceptEncoding);
    if (acceptEncoding.length <= 200) {
      if (gzipAnswers.size >= 100) gzipAnswers.clear();
      gzipAnswers.set(acceptEncoding, accepts);
    }
  }
  return accepts;
}

export function birthdayRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(deps));
    const lists = createListCache(deps.realtime);

    // The body is the database's JSON text of the Birthday schema, sent as is (no serializer).
    app.get('/', async (req, reply) => {
      const user = userOf(req);
      const list = await listBirthdays(deps, lists, { userId: user.id, version: user.birthdaysVersion });
      reply
        .header('etag', list.etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding');
      if (matches(req.headers['if-none-match'], list.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      if (!acceptsGzip(req.headers['accept-encoding'])) return reply.send(list.json);
      return reply.header('content-encoding', 'gzip').send(await list.gzipped());
    });

    app.get('/:id', { schema: { params: byId, response: { 200: birthday } } }, async (req) =>
      getBirthday(deps, { userId: userOf(req).id, id: req.params.id }),
    );

    app.post('/', { schema: { body: birthdayInput, response: { 201: birthday } } }, async (req, reply) => {
      reply.code(201);
      return createBirthday(deps, { userId: userOf(req).id, input: req.body });
    });

    app.put(
      '/:id',
      { schema: { params: byId, body: birthdayUpdate, response: { 200: birthday } } },
      async (req) => updateBirthday(deps, { userId: userOf(req).id, id: req.params.id, input: req.body }),
    );

    app.delete('/:id', { schema: { params: byId } }, async (req, reply) => {
      await deleteBirthday(deps, { userId: userOf(req).id, id: req.params.id });
      return reply.code(204).send();
    });
  };
}
