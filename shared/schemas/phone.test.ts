import { describe, expect, it } from 'vitest';
import {
  callingCodeOf,
  countryOptions,
  examplePhone,
  formatInternational,
  formatNationalDisplay,
  formatStoredPhone,
  mainCountryOf,
  maxNationalDigits,
  nationalDigits,
  phoneFieldError,
  toE164,
} from './phone';

describe('phoneFieldError', () => {
  it('asks for a number only when one is required', () => {
    expect(phoneFieldError('+1', '', true)).toBe('Phone number is required');
    expect(phoneFieldError('+90', '', false)).toBeNull();
  });

  it('keeps the spec’s exactly-10-digits rule for +1', () => {
    expect(phoneFieldError('+1', '201555012', true)).toBe('Phone number must be 10 digits');
    expect(phoneFieldError('+1', '20155501234', true)).toBe('Phone number must be 10 digits');
    expect(phoneFieldError('+1', '2015550123', true)).toBeNull();
    expect(phoneFieldError('+1', '(201) 555-0123', true)).toBeNull();
  });

  it('refuses a +1 number of 10 digits that no US or Canadian number has', () => {
    expect(phoneFieldError('+1', '0015550123', true)).toBe('Invalid phone number format');
  });

  it.each([
    ['Turkish mobile', '+90', '5321234567'],
    ['German mobile', '+49', '15123456789'],
    ['UK mobile, with its trunk 0', '+44', '07400123456'],
    ['UK mobile, without it', '+44', '7400123456'],
    ['French mobile', '+33', '0612345678'],
    ['Canadian', '+1', '4165550123'],
  ])('accepts a %s number', (_, code, phone) => {
    expect(phoneFieldError(code, phone, true)).toBeNull();
  });

  it('says too short or too long in our words', () => {
    expect(phoneFieldError('+90', '53212', true)).toBe('Phone number is too short');
    expect(phoneFieldError('+49', '1512345678999999', true)).toBe('Phone number is too long');
    expect(phoneFieldError('+44', '7400', true)).toBe('Phone number is too short');
  });

  it('refuses a number of a plausible length that the country does not use', () => {
    expect(phoneFieldError('+90', '1111111111', true)).toBe('Invalid phone number format');
  });

  it('checks the country code', () => {
    expect(phoneFieldError('', '2015550123', true)).toBe('Country code is required');
    expect(phoneFieldError('44', '7400123456', true)).toBe('Country code must start with +');
    expect(phoneFieldError('+12345', '7400123456', true)).toBe('Invalid country code format');
    expect(phoneFieldError('+999', '7400123456', true)).toBe('Invalid country code format');
  });
});

describe('toE164 and nationalDigits', () => {
  it('builds E.164 without the trunk prefix', () => {
    expect(toE164('+44', '07400123456')).toBe('+447400123456');
    expect(toE164('+33', '06 12 34 56 78')).toBe('+33612345678');
    expect(toE164('+90', '5321234567')).toBe('+905321234567');
    expect(toE164('+1', '2015550123')).toBe('+12015550123');
  });

  it('is null for a number that is not valid', () => {
    expect(toE164('+90', '53212')).toBeNull();
  });

  it('stores the national digits without the trunk prefix, and leaves other input as digits', () => {
    expect(nationalDigits('+44', '07400 123456')).toBe('7400123456');
    expect(nationalDigits('+1', '(201) 555-0123')).toBe('2015550123');
    expect(nationalDigits('+44', '074')).toBe('074');
  });
});

describe('countries and display', () => {
  it('knows the main country of a calling code and the code of a country', () => {
    expect(mainCountryOf('+1')).toBe('US');
    expect(mainCountryOf('+44')).toBe('GB');
    expect(mainCountryOf('+7')).toBe('RU');
    expect(mainCountryOf('+999')).toBeUndefined();
    expect(callingCodeOf('TR')).toBe('+90');
    expect(callingCodeOf('CA')).toBe('+1');
  });

  it("shows +1 as '(XXX) XXX-XXXX' and other countries in their national format as typed", () => {
    expect(formatNationalDisplay('US', '2015550123')).toBe('(201) 555-0123');
    expect(formatNationalDisplay('CA', '416555')).toBe('(416) 555');
    expect(formatNationalDisplay('TR', '5321234567')).toBe('532 123 45 67');
    expect(formatNationalDisplay('FR', '0612345678')).toBe('06 12 34 56 78');
    expect(formatNationalDisplay('TR', '')).toBe('');
  });

  it('allows 10 digits for +1 and up to 15 elsewhere', () => {
    expect(maxNationalDigits('+1')).toBe(10);
    expect(maxNationalDigits('+90')).toBe(15);
  });
});

describe('country options', () => {
  it('lists every country once with its flag and calling code, by name', () => {
    const options = countryOptions();
    expect(options.length).toBeGreaterThan(200);
    expect(new Set(options.map((o) => o.country)).size).toBe(options.length);
    expect(options.find((o) => o.country === 'US')).toEqual({
      country: 'US',
      name: 'United States',
      callingCode: '+1',
      flag: '🇺🇸',
    });
    expect(options.find((o) => o.country === 'DE')?.callingCode).toBe('+49');
    const names = options.map((o) => o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it("names the countries in the reader's language", () => {
    expect(countryOptions('he').find((o) => o.country === 'NZ')?.name).toBe('ניו זילנד');
    expect(countryOptions('zh-CN').find((o) => o.country === 'DE')?.name).toBe('德国');
    expect(countryOptions('de').find((o) => o.country === 'US')?.name).toBe('Vereinigte Staaten');
  });

  it('gives a national example as a placeholder', () => {
    expect(examplePhone('US')).toBe('(555) 123-4567');
    expect(examplePhone('TR')).toMatch(/^0?5\d\d \d{3} \d{2} \d{2}$/);
  });
});

describe('reading a number', () => {
  it('shows +1 as the spec writes it and others in international format', () => {
    expect(formatInternational('+12015550123')).toBe('+1 (201) 555-0123');
    expect(formatInternational('+905321234567')).toBe('+90 532 123 45 67');
    expect(formatStoredPhone('+44', '7400123456')).toBe('+44 7400 123456');
    expect(formatStoredPhone('+1', '12345')).toBe('+1 12345');
  });
});
