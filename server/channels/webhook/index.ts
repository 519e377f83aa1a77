import { hookDestinationModule } from '@server/channel-kit/hook-destination/module';
import { defineServerChannel } from '@server/channel-kit/server-channel';
import { webhookHook } from './hook';
import { webhookChannel } from './sender';

/** A signed JSON POST to the address the user gave. */
export const channel = defineServerChannel({
  sender: webhookChannel,
  modules: [hookDestinationModule(webhookHook)],
});
