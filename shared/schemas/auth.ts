import { MSG } from '@shared/messages';
import { z } from 'zod';
import { locale } from './locale';
import { normalizePhone } from './phone';

const phone = z
  .string({ error: MSG.invalidPhone })
  .max(32, MSG.invalidPhone)
  .transform((raw, ctx) => {
    const normalized = normalizePhone(raw);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidPhone });
      return z.NEVER;
    }
    return normalized;
  });

const altcha = z.string({ error: MSG.botCheckFailed }).max(20_000, MSG.botCheckFailed).optional();

/**
 * An email address to sign in with: trimmed and lower-cased (one account per mailbox however it is
 * typed), one address, at most RFC 5321's 254 characters.
 */
const emailAddress = z
  .string({ error: MSG.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, MSG.emailInvalid)
  .pipe(z.email(MSG.emailInvalid));

export const sendCodeInput = z.object({ phone, altcha });
export type SendCodeInput = z.input<typeof sendCodeInput>;

export const sendEmailCodeInput = z.object({ email: emailAddress, altcha });
export type SendEmailCodeInput = z.input<typeof sendEmailCodeInput>;

export const sendCodeResult = z.object({
  challengeId: z.string(),
  phone: z.string(),
  resendAfterSeconds: z.number(),
});
export type SendCodeResult = z.infer<typeof sendCodeResult>;

export const sendEmailCodeResult = z.object({
  challengeId: z.string(),
  email: z.string(),
  resendAfterSeconds: z.number(),
});
export type SendEmailCodeResult = z.infer<typeof sendEmailCodeResult>;

/** A code sent to the account's phone, or to its email address when it has no phone. */
export const accountCodeResult = z.union([sendCodeResult, sendEmailCodeResult]);
export type AccountCodeResult = z.infer<typeof accountCodeResult>;

export const verifyCodeInput = z.object({
  challengeId: z.string({ error: MSG.requestNewCode }).min(1, MSG.requestNewCode).max(64, MSG.requestNewCode),
  code: z.string({ error: MSG.invalidCode }).regex(/^\d{6}$/, MSG.invalidCode),
  timeZone: z.string({ error: MSG.unknownTimeZone }).max(64, MSG.unknownTimeZone).optional(),
});
export type VerifyCodeInput = z.input<typeof verifyCodeInput>;

/** What a visitor may sign in with on this server: a phone always, email only with SMTP configured. */
export const signInOptions = z.object({ email: z.boolean() });
export type SignInOptions = z.infer<typeof signInOptions>;

export const me = z.object({
  id: z.string(),
  /** Null for an account signed up by email that added no phone. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  timeZone: z.string(),
  createdAt: z.number(),
  hasCompletedOnboarding: z.boolean(),
  /** The language chosen in Settings; null while the browser's is used. */
  locale: locale.nullable(),
});
export type Me = z.infer<typeof me>;
