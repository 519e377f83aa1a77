import type { ErrorCode } from '@shared/errors';
import { MSG } from '@shared/messages';
import { z } from 'zod';
import { authenticationResponse } from './passkeys';
import { reminderSettings, timeZoneSchema } from './reminders';

/** The phrase a user types to delete their account (spec §5 Account deletion). */
export const DELETE_ACCOUNT_PHRASE = 'delete my account';
/** A session older than this must confirm the deletion with a fresh sign-in code. */
export const DELETE_REAUTH_AFTER_MS = 5 * 60_000;

export const deleteAccountInput = z.object({
  confirmation: z.literal(DELETE_ACCOUNT_PHRASE, { error: MSG.typeDeleteMyAccount }),
  /** The fresh sign-in code, when the server asked for one. */
  challengeId: z.string().min(1).max(64).optional(),
  code: z
    .string()
    .regex(/^\d{6}$/, MSG.invalidCode)
    .optional(),
  /** Or one of the account's passkeys, signing the challenge of POST /api/passkeys/reauth-options. */
  passkey: authenticationResponse.optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountInput>;

/** The error code that asks the app for a fresh sign-in code before deleting. */
export const REAUTH_REQUIRED = 'reauth_required' satisfies ErrorCode;

/** The welcome's answer: the reminder setup when confirmed, null when dismissed. */
export const onboardingInput = z.object({
  setup: z
    .object({
      timeZone: timeZoneSchema,
      sendHour: reminderSettings.shape.sendHour,
      enabled: z.boolean(),
    })
    .nullable(),
});
export type OnboardingInput = z.infer<typeof onboardingInput>;
