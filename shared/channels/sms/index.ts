import { defineChannel } from '../channel-definition';

/** Text messages to the phone the user signs in with, through the operator's SMS provider. */
export const smsDefinition = defineChannel({ id: 'sms', order: 10 });
