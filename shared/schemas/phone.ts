import { z } from 'zod';
import { MSG } from '../messages';

/** Strips everything but digits; used by every phone input and schema. */
export const digitsOnly = (s: string) => s.replace(/\D/g, '');

/** Country code input rule: keep digits and '+', force one leading '+', max 4 characters. */
export function sanitizeCountryCode(raw: string): string {
  const digits = raw.replace(/[^\d]/g, '');
  return `+${digits}`.slice(0, 4);
}

/** The form's phone field: optional, but exactly 10 digits when given. */
export const formPhoneSchema = z
  .string()
  .transform(digitsOnly)
  .refine((s) => s.length === 0 || s.length === 10, MSG.phoneTenDigits);

export const countryCodeSchema = z.string().regex(/^\+\d{1,4}$/, MSG.countryCodeSchema);

/** Field-level messages of the phone input (spec §5 Phone). Returns null when valid. */
export function phoneFieldError(countryCode: string, phone: string, required: boolean): string | null {
  const digits = digitsOnly(phone);
  if (!digits) return required ? MSG.phoneRequired : null;
  if (digits.length !== 10) return MSG.phoneTenDigits;
  if (!countryCode) return MSG.countryCodeRequired;
  if (!countryCode.startsWith('+')) return MSG.countryCodePlus;
  if (!/^\+\d{1,3}$/.test(countryCode)) return MSG.countryCodeFormat;
  return null;
}

/** '(XXX) XXX-XXXX' as the user types, never longer than 14 characters. */
export function formatPhoneDisplay(phone: string): string {
  const d = digitsOnly(phone).slice(0, 10);
  if (d.length <= 3) return d.length ? `(${d}` : '';
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
