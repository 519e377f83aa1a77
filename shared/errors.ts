import { MSG } from './messages';
import { CHANNEL_ERRORS } from './reminder-channels';

/**
 * Every error code the API answers with (`{ error: { code, message, field? } }`): its HTTP status
 * and, where one sentence always fits, that sentence. The server's AppError takes both from here;
 * a code without a sentence is thrown with one that says more (how long to wait, which limit).
 */
export const ERRORS = {
  // Any request
  validation: { status: 400, message: MSG.invalidInput },
  invalid_text: { status: 400, message: MSG.invalidText },
  too_deep: { status: 400, message: MSG.invalidInput },
  forbidden_origin: { status: 403, message: MSG.otherOrigin },
  unauthorized: { status: 401, message: MSG.mustBeLoggedIn },
  not_found: { status: 404 },
  too_many_requests: { status: 429, message: MSG.tooManyAttempts },
  internal: { status: 500, message: MSG.genericError },
  // Sign-in and account
  bot_check_failed: { status: 403, message: MSG.botCheckFailed },
  no_pending_code: { status: 400, message: MSG.requestNewCode },
  code_expired: { status: 400, message: MSG.codeExpired },
  invalid_code: { status: 400, message: MSG.wrongCode },
  reauth_required: { status: 403, message: MSG.confirmWithCode },
  email_sign_in_unavailable: { status: 404, message: MSG.emailSignInUnavailable },
  // A phone or address confirmed by its code but already another account's (the sentence names which).
  method_taken: { status: 409 },
  last_sign_in_method: { status: 409, message: MSG.lastSignInMethod },
  no_code_address: { status: 409, message: MSG.noCodeAddress },
  passkey_unknown: { status: 400, message: MSG.passkeyUnknown },
  passkey_expired: { status: 400, message: MSG.passkeyExpired },
  passkey_refused: { status: 400, message: MSG.passkeyRefused },
  passkey_exists: { status: 409, message: MSG.passkeyExists },
  passkey_last_method: { status: 409, message: MSG.passkeyLastMethod },
  // Birthdays, import, shares, AI
  duplicate: { status: 409, message: MSG.duplicateBirthday },
  invalid_import: { status: 400 },
  share_processed: { status: 409, message: MSG.shareAlreadyProcessed },
  share_with_self: { status: 400, message: MSG.cannotShareWithYourself },
  unknown_recipient: { status: 404, message: MSG.unknownRecipient },
  share_too_large: { status: 400 },
  empty_category: { status: 400 },
  no_interests: { status: 400, message: MSG.noInterests },
  // SMS and push
  sms_invalid: { status: 400 },
  sms_number_type: { status: 400, message: MSG.smsNumberType },
  sms_country: { status: 400, message: MSG.smsCountry },
  sms_failed: { status: 502, message: MSG.failedSendSms },
  no_phone: { status: 409, message: MSG.addPhoneForSms },
  sms_number_refused: { status: 502, message: MSG.smsNumberRefused },
  push_endpoint: { status: 400, message: MSG.pushEndpointNotPublic },
  push_refused: { status: 502, message: MSG.pushRefused },
  push_unreachable: { status: 502, message: MSG.pushUnreachable },
  push_none: { status: 502, message: MSG.noPushSubscription },
  // ntfy, webhooks (and any channel that calls out)
  hook_url: { status: 400 },
  hook_missing: { status: 404, message: MSG.hookNotSetUp },
  delivery_failed: { status: 502 },
  // Each channel's own codes (shared/channels/)
  ...CHANNEL_ERRORS,
} as const satisfies Record<string, { status: number; message?: string }>;

export type ErrorCode = keyof typeof ERRORS;
/** The codes whose sentence is always the same. */
export type CodeWithMessage = {
  [Code in ErrorCode]: (typeof ERRORS)[Code] extends { message: string } ? Code : never;
}[ErrorCode];

/** The app's own codes, for an answer that never came (network) or that it cannot read (unknown). */
export const CLIENT_ERRORS = {
  network: MSG.cannotReachServer,
  unknown: MSG.genericError,
} as const;
