import { MSG } from '../../../shared/messages';
import { AppError } from '../../lib/errors';

export type SmsMessage = { to: string; body: string };

export interface SmsProvider {
  readonly kind: string;
  /** Delivers one message or throws an AppError saying why not. */
  send(message: SmsMessage): Promise<void>;
}

export const SMS_MAX_LENGTH = 1600;

/**
 * The spec's SMS rules: digits normalised with a leading 1 and a '+',
 * the recipient must be +1 and 10 digits, the body 1 to 1600 characters.
 */
export function checkSms({ to, body }: SmsMessage): SmsMessage {
  if (!to?.trim()) throw new AppError('sms_invalid', MSG.phoneRequired, 400);
  let digits = to.replace(/\D/g, '');
  if (digits.length === 10) digits = `1${digits}`;
  const e164 = `+${digits}`;
  if (!/^\+1\d{10}$/.test(e164)) throw new AppError('sms_invalid', MSG.smsNotE164, 400);
  if (body.length < 1 || body.length > SMS_MAX_LENGTH) throw new AppError('sms_invalid', MSG.smsTooLong, 400);
  return { to: e164, body };
}
