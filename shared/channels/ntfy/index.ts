import { defineChannel } from '../channel-definition';

/** ntfy reminders to a topic on any ntfy server (issue 24). */
export const ntfyDefinition = defineChannel({
  id: 'ntfy',
  order: 50,
  legal: {
    offer: 'Cakeday can remind you through an ntfy topic you give.',
    stored: "If you set up ntfy, we store your ntfy topic's address and its access token, if you give one.",
    travels:
      "Reminders through ntfy go to the topic's address you gave, whose server receives the birthday's name, date and the reminder's text.",
  },
  resume: 'Save the address again to resume.',
  names: {
    en: 'ntfy',
    de: 'ntfy',
    fr: 'ntfy',
    es: 'ntfy',
    it: 'ntfy',
    tr: 'ntfy',
    'zh-CN': 'ntfy',
    ko: 'ntfy',
    he: 'ntfy',
    ar: 'ntfy',
    fa: 'ntfy',
  },
  messages: {
    ntfyTopicUrl: 'Enter the topic’s address, like https://ntfy.sh/my-topic',
    ntfyToken: 'An access token has no spaces (it looks like tk_…).',
    ntfyRefused: 'The ntfy server did not accept the reminder.',
    ntfyUnreachable: 'The ntfy server could not be reached.',
  },
});
