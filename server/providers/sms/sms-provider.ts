import { AppError } from '@server/lib/errors';
import { MSG } from '@shared/messages';
import { type SmsCountries, smsCountryOf } from './sms-destination';

export type SmsMessage = { to: string; body: string };

export interface SmsProvider {
  readonly kind: string;
  /** Delivers one message or throws an AppError saying why not. */
  send(message: SmsMessage): Promise<void>;
  /**
   * Whether this exact message went to this number since then: true or false when the provider
   * knows, null when it cannot say (no record, unreachable).
   */
  wasSent(message: SmsMessage, since: Date): Promise<boolean | null>;
}

const SMS_MAX_LENGTH = 1600;

/**
 * The spec's SMS rules, for every country (DESIGN §6): digits normalised with a '+' (10 digits get
 * the spec's leading 1), a valid E.164 number of an allowed country, the body 1 to 1600 characters.
 */
export function checkSms({ to, body }: SmsMessage, countries: SmsCountries): SmsMessage {
  if (!to?.trim()) throw new AppError('sms_invalid', MSG.phoneRequired);
  let digits = to.replace(/\D/g, '');
  if (digits.length === 10) digits = `1${digits}`;
  const e164 = `+${digits}`;
  smsCountryOf(e164, countries);
  if (body.length < 1 || body.length > SMS_MAX_LENGTH) throw new AppError('sms_invalid', MSG.smsTooLong);
  return { to: e164, body };
}
