import { providerConfig } from '@server/providers/provider-config';
import { z } from 'zod';

/** SMS_PROVIDER and Twilio's account; the console provider needs nothing. */
export const smsConfig = providerConfig({
  env: {
    SMS_PROVIDER: z.enum(['console', 'twilio']).default('console'),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
  },
  check(env, ctx) {
    if (env.SMS_PROVIDER !== 'twilio') return;
    for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER=twilio' });
    }
  },
  read: (env) =>
    env.SMS_PROVIDER === 'twilio'
      ? {
          kind: 'twilio' as const,
          accountSid: env.TWILIO_ACCOUNT_SID!,
          authToken: env.TWILIO_AUTH_TOKEN!,
          from: env.TWILIO_FROM!,
          apiBase: env.TWILIO_API_BASE.replace(/\/$/, ''),
        }
      : { kind: 'console' as const },
});
