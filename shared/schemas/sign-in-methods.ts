import { z } from 'zod';
import { sendCodeInput, sendEmailCodeInput, verifyCodeInput } from './auth';

/** The account's phone and email address (null when it has none), and how many passkeys it holds. */
export const signInMethods = z.object({
  phone: z.string().nullable(),
  email: z.string().nullable(),
  passkeys: z.number().int(),
});
export type SignInMethods = z.infer<typeof signInMethods>;

/** A phone or address to add: the signed-in session has passed the bot check already. */
export const addPhoneInput = sendCodeInput.pick({ phone: true });
export type AddPhoneInput = z.input<typeof addPhoneInput>;
export const addEmailInput = sendEmailCodeInput.pick({ email: true });
export type AddEmailInput = z.input<typeof addEmailInput>;

/** The code that proves the new phone or address is the user's. */
export const confirmMethodInput = verifyCodeInput.pick({ challengeId: true, code: true });
export type ConfirmMethodInput = z.input<typeof confirmMethodInput>;

export const methodKind = z.enum(['phone', 'email']);
export type MethodKind = z.infer<typeof methodKind>;
