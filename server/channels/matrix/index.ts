import { defineServerChannel } from '@server/channel-kit/server-channel';
import { defineModule } from '@server/modules/define-module';
import { matrixRoutes } from './routes';
import { matrixChannel } from './sender';

/** Matrix: messages posted to the room a user set up in Reminder Settings (docs/matrix.md). */
export const channel = defineServerChannel({
  sender: matrixChannel,
  modules: [defineModule({ prefix: '/api/channels/matrix', routes: matrixRoutes })],
});
