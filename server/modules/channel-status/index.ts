import { defineModule } from '@server/modules/define-module';
import { channelStatusRoutes } from './routes';

/** How the user's channels stand (paused ones, for Home's notice) and what SMS and push offer beside it. */
export const channelStatusModule = defineModule({
  prefix: '/api/channel-status',
  routes: channelStatusRoutes,
});
