import { MSG } from '@shared/messages';
import { z } from 'zod';
import { normalizePhone } from './phone';

export const sendCodeInput = z.object({
  phone: z
    .string({ error: MSG.invalidPhone })
    .max(32, MSG.invalidPhone)
    .transform((raw, ctx) => {
      const phone = normalizePhone(raw);
      if (!phone) {
        ctx.addIssue({ code: 'custom', message: MSG.invalidPhone });
        return z.NEVER;
      }
      return phone;
    }),
  altcha: z.string({ error: MSG.botCheckFailed }).max(20_000, MSG.botCheckFailed).optional(),
});
export type SendCodeInput = z.input<typeof sendCodeInput>;

export const sendCodeResult = z.object({
  challengeId: z.string(),
  phone: z.string(),
  resendAfterSeconds: z.number(),
});
export type SendCodeResult = z.infer<typeof sendCodeResult>;

export const verifyCodeInput = z.object({
  challengeId: z.string({ error: MSG.requestNewCode }).min(1, MSG.requestNewCode).max(64, MSG.requestNewCode),
  code: z.string({ error: MSG.invalidCode }).regex(/^\d{6}$/, MSG.invalidCode),
  timeZone: z.string({ error: MSG.unknownTimeZone }).max(64, MSG.unknownTimeZone).optional(),
});
export type VerifyCodeInput = z.input<typeof verifyCodeInput>;

export const me = z.object({
  id: z.string(),
  phone: z.string(),
  timeZone: z.string(),
  createdAt: z.number(),
  hasCompletedOnboarding: z.boolean(),
});
export type Me = z.infer<typeof me>;
