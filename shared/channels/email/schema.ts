import { MSG } from '@shared/messages';
import { z } from 'zod';

export const EMAIL_CODE_MINUTES = 30;
export const EMAIL_CODE_ATTEMPTS = 5;
export const EMAIL_CODES_PER_HOUR = 5;
export const EMAIL_TEST_COOLDOWN_SECONDS = 30;

/** The address a user types: trimmed, one address, at most RFC 5321's 254 characters. */
export const emailAddressInput = z.object({
  address: z
    .string({ error: MSG.emailInvalid })
    .trim()
    .max(254, MSG.emailInvalid)
    .pipe(z.email(MSG.emailInvalid)),
});

export const emailCodeInput = z.object({
  code: z
    .string({ error: MSG.invalidCode })
    .trim()
    .regex(/^\d{6}$/, MSG.invalidCode),
});

/** Reminder Settings' Email row: offered by this server at all, and where the user's address stands. */
export const emailState = z.object({
  available: z.boolean(),
  address: z.string().nullable(),
  status: z.enum(['none', 'waiting', 'confirmed', 'paused']),
  /** While paused: why, and how to resume (confirm the address again); else null. */
  paused: z.string().nullable(),
});
export type EmailState = z.infer<typeof emailState>;

/**
 * reminder_destinations.config of channel 'email' (server side only; times in epoch ms). The code is
 * kept as its hash; the unsubscribe token stays the user's across address changes.
 */
export const emailDestinationConfig = z.object({
  address: z.string(),
  unsubscribeToken: z.string(),
  codeHash: z.string().nullable(),
  codeExpiresAt: z.number(),
  codeAttempts: z.number().int(),
  codeWindowStart: z.number(),
  codesInWindow: z.number().int(),
  testSentAt: z.number().nullable(),
});
export type EmailDestinationConfig = z.infer<typeof emailDestinationConfig>;
