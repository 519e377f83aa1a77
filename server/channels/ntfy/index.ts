import { hookDestinationModule } from '@server/channel-kit/hook-destination/module';
import { defineServerChannel } from '@server/channel-kit/server-channel';
import { ntfyHook } from './hook';
import { ntfyChannel } from './sender';

/** ntfy on any server, to the topic the user gave. */
export const channel = defineServerChannel({
  sender: ntfyChannel,
  modules: [hookDestinationModule(ntfyHook)],
});
