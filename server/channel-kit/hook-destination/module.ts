import { defineModule } from '@server/modules/define-module';
import type { HookChannel } from './hook-channel';
import { hookChannelRoutes } from './routes';

/** An address channel's routes under /api/channels/<id>: where its reminders go, from Reminder Settings. */
export const hookDestinationModule = (hook: HookChannel) =>
  defineModule({ prefix: '/api/channels', routes: hookChannelRoutes(hook) });
