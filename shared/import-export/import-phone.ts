import { MSG } from '@shared/messages';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

export type ImportPhone = {
  countryCode: string | null;
  phoneNumber: string | null;
  /** What became of the number, for the preview: left out, or its extension dropped. */
  note?: string;
};

const NONE: ImportPhone = { countryCode: null, phoneNumber: null };

/**
 * The first of a contact's numbers Cakeday can use, as country code and national digits. A number
 * without '+' (or an international prefix such as 00) is read in the importing user's own
 * country; an extension ('ext. 12', 'x12', RFC 3966 ';ext=12') is dropped, as SMS and messengers
 * cannot dial it. When no number is usable the birthday is kept without one, and `note` says why.
 */
export function readImportPhones(raw: readonly string[], country: CountryCode): ImportPhone {
  const numbers = raw.map((r) => r.trim()).filter(Boolean);
  for (const number of numbers) {
    const parsed = parseNumber(number, country);
    if (!parsed?.isValid()) continue;
    return {
      countryCode: `+${parsed.countryCallingCode}`,
      phoneNumber: parsed.nationalNumber,
      ...(parsed.ext ? { note: MSG.importPhoneExtension(parsed.ext) } : {}),
    };
  }
  const first = numbers[0];
  if (!first) return NONE;
  const shown = first.replace(/^tel:/i, '');
  return {
    ...NONE,
    note: /^\s*(?:tel:)?\+/i.test(first)
      ? MSG.importPhoneUnusable(shown)
      : MSG.importPhoneNotInCountry(shown, countryName(country)),
  };
}

function parseNumber(text: string, country: CountryCode) {
  // An RFC 3966 URI (vCard 4.0): 'tel:+1-418-656-9254;ext=102'.
  const uri = /^tel:([^;]*)((?:;[^;]*)*)$/i.exec(text);
  const number = uri ? uri[1]! : text;
  const ext = uri ? /;ext=([^;]*)/i.exec(uri[2]!)?.[1] : undefined;
  const parsed = parsePhoneNumberFromString(number, { defaultCountry: country });
  if (parsed && ext && !parsed.ext) parsed.setExt(ext);
  return parsed;
}

const countryName = (country: CountryCode) =>
  new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country;
