import type { Deps } from '@server/deps';
import { requireUser, userOf } from '@server/modules/auth';
import { calendarConfig, calendarFeed } from '@shared/schemas/calendar-feed';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { birthdayIcs } from './birthday-ics';
import { getFeed } from './get-feed';
import { FEED_REFRESH_SECONDS, renderFeed } from './render-feed';
import { resetFeed } from './reset-feed';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** Add to Calendar and the feed's settings, under /api/calendar. */
export function calendarRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // Whether the browser may offer the Google Calendar API flow; a client ID is public by design.
    app.get('/config', { schema: { response: { 200: calendarConfig } } }, async () => ({
      googleClientId: deps.config.googleClientId,
    }));

    const onRequest = requireUser(deps);

    app.get('/feed', { onRequest, schema: { response: { 200: calendarFeed } } }, async (req) =>
      getFeed(deps, { userId: userOf(req).id }),
    );

    app.post('/feed', { onRequest, schema: { response: { 200: calendarFeed } } }, async (req) =>
      resetFeed(deps, { userId: userOf(req).id }),
    );

    app.get(
      '/birthdays/:id.ics',
      { onRequest, schema: { params: z.object({ id: z.string().max(64) }) } },
      async (req, reply) => {
        const { fileName, body } = await birthdayIcs(deps, { userId: userOf(req).id, id: req.params.id });
        return reply
          .type(CALENDAR_TYPE)
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  };
}

/** The public feed, `/calendar/{token}.ics`: no cookie, the token is the key. */
export function calendarFeedRoute(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/calendar/:token.ics',
      { schema: { params: z.object({ token: z.string() }) } },
      async (req, reply) => {
        const { body, etag } = await renderFeed(deps, { token: req.params.token });
        reply
          .header('etag', etag)
          // Private: the URL is a secret, so no shared cache may keep a copy.
          .header('cache-control', `private, max-age=${FEED_REFRESH_SECONDS}`)
          .header('x-robots-tag', 'noindex');
        if (req.headers['if-none-match'] === etag) return reply.code(304).send();
        return reply.type(CALENDAR_TYPE).send(body);
      },
    );
  };
}
