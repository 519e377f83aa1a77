import { defineChannel } from '../channel-definition';

/** Text messages to the phone the user signs in with, through the operator's SMS provider. */
export const smsDefinition = defineChannel({
  id: 'sms',
  order: 10,
  legal: {
    offer: 'Cakeday can remind you by text message where the operator has set up an SMS provider.',
    travels:
      "Reminder texts go to your phone through the operator's SMS provider, which receives your number and the message; a server without one writes them to its own log instead.",
  },
  // Ours: SMS and push have no address to save again (issue 35).
  resume: 'Check that this phone can get texts (if you replied STOP, reply START), then resume.',
  resumable: true,
});
