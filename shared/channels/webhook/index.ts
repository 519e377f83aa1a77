import { defineChannel } from '../channel-definition';

/** Signed JSON posted to the user's https address (issue 24, docs/webhooks.md). */
export const webhookDefinition = defineChannel({
  id: 'webhook',
  order: 60,
  resume: 'Save the address again to resume.',
  names: { en: 'Webhook', de: 'Webhook', fr: 'webhook', es: 'webhook', it: 'webhook', tr: 'webhook' },
  messages: {
    webhookRefused: 'Your webhook did not accept the reminder.',
    webhookUnreachable: 'Your webhook could not be reached.',
  },
});
