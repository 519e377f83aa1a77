import { defineChannel } from '../channel-definition';

/** Signed JSON posted to the user's https address (issue 24, docs/webhooks.md). */
export const webhookDefinition = defineChannel({
  id: 'webhook',
  order: 60,
  legal: {
    offer: 'Cakeday can remind you through a webhook you give.',
    stored: 'If you set up a webhook, we store its address and signing secret.',
    travels:
      "Webhook reminders go to the address you gave, which receives the birthday's name, date and the reminder's text.",
  },
  resume: 'Save the address again to resume.',
  names: {
    en: 'Webhook',
    de: 'Webhook',
    fr: 'webhook',
    es: 'webhook',
    it: 'webhook',
    tr: 'webhook',
    'zh-CN': 'Webhook',
    ko: '웹훅',
    he: 'Webhook',
    ar: 'Webhook',
    fa: 'وب\u200cهوک',
  },
  messages: {
    webhookRefused: 'Your webhook did not accept the reminder.',
    webhookUnreachable: 'Your webhook could not be reached.',
  },
});
