import { defineModule } from '@server/modules/define-module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarFeedRoute, calendarRoutes } from './routes';

export const calendarFeedModule = defineModule({
  // Two homes: Add to Calendar and the feed's settings under /api/calendar, the feed itself at
  // /calendar/{token}.ics (a calendar app's URL, outside /api).
  prefix: '',
  routes:
    (deps): FastifyPluginAsyncZod =>
    async (app) => {
      await app.register(calendarRoutes(deps), { prefix: '/api/calendar' });
      await app.register(calendarFeedRoute(deps));
    },
});
