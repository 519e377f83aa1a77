import { FORM_PHONE_DIGITS } from '@shared/constants';
import { MSG } from '@shared/messages';
import examples from 'libphonenumber-js/examples.mobile.json';
import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';

export type { CountryCode };

// Phone numbers of every country (DESIGN §6): validated per country with libphonenumber's bundled
// metadata, no network. +1 keeps the spec's exactly-10-digits rule and '(XXX) XXX-XXXX' display.
const NANP = '+1';
/** E.164 allows 15 digits in all; a national number with its trunk '0' stays below that. */
const MAX_NATIONAL_DIGITS = 15;

/** '+' and digits, then libphonenumber's E.164 form; null when it is not a real number. */
export function normalizePhone(raw: string): string | null {
  const compact = `+${raw.replace(/\D/g, '')}`;
  const parsed = parsePhoneNumberFromString(compact);
  return parsed?.isValid() ? parsed.number : null;
}

/** The country a calling code mostly stands for (+1 → US, +44 → GB, +7 → RU); undefined if none. */
export function mainCountryOf(countryCode: string): CountryCode | undefined {
  return metadata.country_calling_codes[countryCode.replace(/^\+/, '')]?.[0] as CountryCode | undefined;
}

export const callingCodeOf = (country: CountryCode) => `+${getCountryCallingCode(country)}`;

export const maxNationalDigits = (countryCode: string) =>
  countryCode === NANP ? FORM_PHONE_DIGITS : MAX_NATIONAL_DIGITS;

function parse(countryCode: string, phone: string) {
  const country = mainCountryOf(countryCode);
  const digits = digitsOnly(phone);
  return country && digits ? parsePhoneNumberFromString(digits, country) : undefined;
}

/** The number in E.164 ('+447400123456'), or null when it is not a valid number of that country. */
export function toE164(countryCode: string, phone: string): string | null {
  const parsed = parse(countryCode, phone);
  return parsed?.isValid() ? parsed.number : null;
}

/** What is stored next to the country code: the national digits without a trunk prefix ('07400…' → '7400…'). */
export function nationalDigits(countryCode: string, phone: string): string {
  const parsed = parse(countryCode, phone);
  return parsed?.isValid() ? parsed.nationalNumber : digitsOnly(phone);
}

export type CountryOption = { country: CountryCode; name: string; callingCode: string; flag: string };

/** A country's flag emoji from its two letters, as regional indicator symbols. */
export const flagOf = (country: string) =>
  String.fromCodePoint(...[...country].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

/** Every country libphonenumber knows, for the phone input's picker: named and sorted in the reader's language. */
export function countryOptions(locale = 'en'): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return getCountries()
    .map((country) => ({
      country,
      name: names.of(country) ?? country,
      callingCode: callingCodeOf(country),
      flag: flagOf(country),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** A mobile number of the country in its national format, as the number field's placeholder. */
export function examplePhone(country: CountryCode): string {
  if (callingCodeOf(country) === NANP) return '(555) 123-4567';
  return getExampleNumber(country, examples)?.formatNational() ?? '';
}

/** The number as typed, shown the way its country writes it; +1 as '(XXX) XXX-XXXX'. */
export function formatNationalDisplay(country: CountryCode, phone: string): string {
  if (callingCodeOf(country) === NANP) return formatPhoneDisplay(phone);
  const digits = digitsOnly(phone);
  return digits ? new AsYouType(country).input(digits) : '';
}

/** An E.164 number for reading: '+1 (201) 555-0123', '+90 532 123 45 67'. */
export function formatInternational(e164: string): string {
  if (e164.startsWith(NANP)) return `${NANP} ${formatPhoneDisplay(e164.slice(NANP.length))}`;
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** A saved country code and national number for reading; kept as saved when it is not a valid number. */
export function formatStoredPhone(countryCode: string, phone: string): string {
  const e164 = toE164(countryCode, phone);
  return e164 ? formatInternational(e164) : `${countryCode} ${phone}`;
}

/** Strips everything but digits; used by every phone input and schema. */
export const digitsOnly = (s: string) => s.replace(/\D/g, '');

/**
 * Field-level messages of the phone input (spec §5 Phone), for any country: +1 needs exactly 10
 * digits, others a length their country uses; then the number must be one the country can have.
 * Returns null when valid. Every message is ours, never the library's.
 */
export function phoneFieldError(countryCode: string, phone: string, required: boolean): string | null {
  const digits = digitsOnly(phone);
  if (!digits) return required ? MSG.phoneRequired : null;
  if (!countryCode) return MSG.countryCodeRequired;
  if (!countryCode.startsWith('+')) return MSG.countryCodePlus;
  const country = /^\+\d{1,3}$/.test(countryCode) ? mainCountryOf(countryCode) : undefined;
  if (!country) return MSG.countryCodeFormat;
  if (countryCode === NANP && digits.length !== FORM_PHONE_DIGITS) return MSG.phoneTenDigits;
  const length = validatePhoneNumberLength(digits, country);
  if (length === 'TOO_SHORT') return MSG.phoneTooShort;
  if (length === 'TOO_LONG' || digits.length > MAX_NATIONAL_DIGITS) return MSG.phoneTooLong;
  // Spec §5 Phone: 'Other failures give Invalid phone number format'.
  return toE164(countryCode, digits) ? null : MSG.invalidPhoneFormat;
}

/** '(XXX) XXX-XXXX' as the user types, never longer than 14 characters. */
function formatPhoneDisplay(phone: string): string {
  const d = digitsOnly(phone).slice(0, 10);
  if (d.length <= 3) return d.length ? `(${d}` : '';
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
