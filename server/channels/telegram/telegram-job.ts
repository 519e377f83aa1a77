import type { Job } from '@server/jobs/job';
import { startTelegramPoller } from './telegram-poller';
import { registerTelegramWebhook, telegramWebhook } from './telegram-webhook';

/** How the server hears the bot's chats: Telegram posts to our https address, or else we long poll. */
export const telegramJob: Job = {
  name: 'telegram',
  start: (deps, log) =>
    telegramWebhook(deps) ? registerTelegramWebhook(deps, log) : startTelegramPoller(deps, log),
};
