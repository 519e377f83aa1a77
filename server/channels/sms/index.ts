import { defineServerChannel } from '@server/channel-kit/server-channel';
import { smsModule } from './module';
import { smsChannel } from './sender';

/** SMS to the phone the user signed in with, through the sign-in's own SMS provider. */
export const channel = defineServerChannel({ sender: smsChannel, modules: [smsModule] });
