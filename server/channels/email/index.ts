import { defineServerChannel } from '@server/channel-kit/server-channel';
import { emailConfig } from './config';
import { emailModule } from './module';
import { emailChannel } from './sender';
import { createEmailProvider } from './transport';

/** Email through the operator's SMTP server, to an address the user confirmed by a code. */
export const channel = defineServerChannel({
  sender: emailChannel,
  modules: [emailModule],
  config: emailConfig,
  client: createEmailProvider,
});
