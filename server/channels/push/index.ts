import { defineServerChannel } from '@server/channel-kit/server-channel';
import { pushModule } from './module';
import { pushChannel } from './sender';

/** Web Push to each browser the user turned it on in. */
export const channel = defineServerChannel({ sender: pushChannel, module: pushModule });
