import { AppError } from '@server/lib/errors';
import { MSG } from '@shared/messages';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The ISO countries SMS may go to; null for every country. */
export type SmsCountries = ReadonlySet<string> | null;

// Numbers whose texts cost the sender extra or reach no phone: the stuff of SMS pumping.
const REFUSED_TYPES = new Set([
  'PREMIUM_RATE',
  'SHARED_COST',
  'UAN',
  'TOLL_FREE',
  'VOIP',
  'PERSONAL_NUMBER',
  'PAGER',
  'VOICEMAIL',
]);

/** The country an SMS to this E.164 number goes to; throws in plain words when it may not go there. */
export function smsCountryOf(e164: string, countries: SmsCountries): string {
  // The full metadata: only it knows number types, inside +1 too (Caribbean premium ranges).
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed?.isValid() || !parsed.country) {
    // The spec's '+1 followed by 10 digits' is said of a +1 number of another length only; any other
    // number that is not real (another country's, or +1 with no such area code) is a format failure.
    const usLength = e164.startsWith('+1') && !/^\+1\d{10}$/.test(e164);
    throw new AppError('sms_invalid', usLength ? MSG.smsNotE164 : MSG.smsInvalidFormat, { field: 'phone' });
  }
  const type = parsed.getType();
  if (type && REFUSED_TYPES.has(type)) throw new AppError('sms_number_type', { field: 'phone' });
  if (countries && !countries.has(parsed.country)) {
    throw new AppError('sms_country', { field: 'phone' });
  }
  return parsed.country;
}
