import { providerConfig } from '@server/providers/provider-config';
import { z } from 'zod';

/** No bot, no Telegram channel: it is not offered. */
export const telegramConfig = providerConfig({
  env: {
    TELEGRAM_BOT_TOKEN: z
      .string()
      .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, 'must be a bot token from @BotFather like 123456:ABC-DEF…')
      .optional(),
    TELEGRAM_API_BASE: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('https://api.telegram.org'),
  },
  secrets: ['TELEGRAM_BOT_TOKEN'],
  // A reminder's link is opened from the Telegram app, far from this machine.
  check(env, ctx, { publicUrlSet }) {
    if (env.TELEGRAM_BOT_TOKEN && !publicUrlSet)
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'is required with TELEGRAM_BOT_TOKEN: the links in Telegram reminders must reach this server',
      });
  },
  read: (env) =>
    env.TELEGRAM_BOT_TOKEN
      ? { token: env.TELEGRAM_BOT_TOKEN, apiBase: env.TELEGRAM_API_BASE.replace(/\/$/, '') }
      : null,
});
