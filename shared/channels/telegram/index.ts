import { defineChannel } from '../channel-definition';

const messages = {
  telegramUnavailable: 'Telegram reminders are not set up on this server.',
  telegramNotConnected: 'Connect Telegram first, then send a test.',
  telegramBlocked:
    'The Telegram chat can no longer be reached (the bot was stopped or blocked). Connect Telegram again to get reminders there.',
  telegramRefused: 'Telegram did not accept the message.',
  telegramUnreachable: 'Telegram could not be reached.',
  telegramBusy: 'Telegram asked Cakeday to wait before sending more messages.',
  telegramWebhookRefused: 'Only Telegram can send updates to this address.',
  telegramLinked:
    'Connected: your Cakeday birthday reminders will arrive in this chat. Send /stop to end them.',
  telegramLinkInvalid:
    'This link has expired or was already used. Open Cakeday, go to Reminder Settings and tap Connect Telegram again.',
  telegramStartHelp:
    'To get birthday reminders here, open Cakeday, go to Reminder Settings and tap Connect Telegram.',
  telegramStopped: 'Reminders stopped: Cakeday will not send anything to this chat any more.',
  telegramTest: 'Cakeday test: your birthday reminders will arrive in this chat.',
} as const;

/** Telegram reminders through the operator's bot (issue 24). */
export const telegramDefinition = defineChannel({
  id: 'telegram',
  order: 40,
  legal: {
    offer: 'Cakeday can remind you on Telegram where the operator has set up a Telegram bot.',
    stored: "If you connect Telegram, we store your Telegram chat's number.",
    travels: "Telegram reminders go through Telegram to your chat with the operator's bot.",
  },
  resume: 'Connect Telegram again to resume.',
  names: {
    en: 'Telegram',
    de: 'Telegram',
    fr: 'Telegram',
    es: 'Telegram',
    it: 'Telegram',
    tr: 'Telegram',
    'zh-CN': 'Telegram',
    ko: '텔레그램',
    he: 'טלגרם',
    ar: 'تيليجرام',
    fa: 'تلگرام',
  },
  messages,
  errors: {
    telegram_unavailable: { status: 404, message: messages.telegramUnavailable },
    telegram_not_connected: { status: 409, message: messages.telegramNotConnected },
    telegram_blocked: { status: 502, message: messages.telegramBlocked },
    telegram_refused: { status: 502, message: messages.telegramRefused },
    telegram_unreachable: { status: 502, message: messages.telegramUnreachable },
    telegram_busy: { status: 503, message: messages.telegramBusy },
    telegram_webhook_refused: { status: 401, message: messages.telegramWebhookRefused },
  },
});
