import { defineModule } from '@server/modules/define-module';
import { hookChannelRoutes } from './routes';

/** ntfy and webhooks: where a user's reminders go, set up from Reminder Settings. */
export const hookChannelsModule = defineModule({ prefix: '/api/channels', routes: hookChannelRoutes });
