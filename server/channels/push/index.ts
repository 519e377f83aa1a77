import { defineServerChannel } from '@server/channel-kit/server-channel';
import { pushConfig } from './config';
import { pushModule } from './module';
import { pushChannel } from './sender';
import { pushTestModule } from './test-module';
import { createPushProvider } from './transport';

/** Web Push to each browser the user turned it on in. */
export const channel = defineServerChannel({
  sender: pushChannel,
  modules: [pushModule, pushTestModule],
  config: pushConfig,
  client: createPushProvider,
});
