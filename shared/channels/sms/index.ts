import { defineChannel } from '../channel-definition';

/** Text messages to the phone the user signs in with, through the operator's SMS provider. */
export const smsDefinition = defineChannel({
  id: 'sms',
  order: 10,
  // Ours: SMS and push have no address to save again (issue 35).
  resume: 'Check that this phone can get texts (if you replied STOP, reply START), then resume.',
  resumable: true,
});
