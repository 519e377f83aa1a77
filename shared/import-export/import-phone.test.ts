import { describe, expect, it } from 'vitest';
import { readImportPhones } from './import-phone';

const read = (country: 'US' | 'DE' | 'GB', ...raw: string[]) => readImportPhones(raw, country);

describe('phones of an imported contact', () => {
  it('keeps an international number as country code and national digits', () => {
    expect(read('US', '+44 20 7946 0958')).toEqual({ countryCode: '+44', phoneNumber: '2079460958' });
    expect(read('DE', '+1 2015550123')).toEqual({ countryCode: '+1', phoneNumber: '2015550123' });
  });

  it("reads a number without '+' in the importing user's country", () => {
    expect(read('DE', '0351 223344')).toEqual({ countryCode: '+49', phoneNumber: '351223344' });
    expect(read('US', '(201) 555-0123')).toEqual({ countryCode: '+1', phoneNumber: '2015550123' });
    expect(read('GB', '07400 123456')).toEqual({ countryCode: '+44', phoneNumber: '7400123456' });
    expect(read('DE', '0049 30 901820')).toEqual({ countryCode: '+49', phoneNumber: '30901820' });
  });

  it("leaves out a number without '+' that is not valid in the user's country, and says so", () => {
    expect(read('US', '0351 223344')).toEqual({
      countryCode: null,
      phoneNumber: null,
      note: 'The phone number 0351 223344 is not a valid number in United States (your country), so the birthday is imported without it.',
    });
  });

  it('leaves out a number Cakeday cannot use (112, a fictional 555 number), and says so', () => {
    expect(read('US', '112').note).toBe(
      'The phone number 112 is not a valid number in United States (your country), so the birthday is imported without it.',
    );
    expect(read('US', 'tel:+1-555-555-5555')).toEqual({
      countryCode: null,
      phoneNumber: null,
      note: 'The phone number +1-555-555-5555 is not one Cakeday can use, so the birthday is imported without it.',
    });
  });

  it('drops an extension instead of gluing it onto the number, and says so', () => {
    const dropped = {
      countryCode: '+1',
      phoneNumber: '2025550199',
      note: 'The phone extension 1234 was left out.',
    };
    expect(read('US', '+1 (202) 555-0199 ext. 1234')).toEqual(dropped);
    expect(read('US', '+1 202 555 0199 x1234')).toEqual(dropped);
    expect(read('US', 'tel:+1-202-555-0199;ext=1234')).toEqual(dropped);
    expect(read('US', 'tel:+1-418-656-9254;ext=102')).toEqual({
      countryCode: '+1',
      phoneNumber: '4186569254',
      note: 'The phone extension 102 was left out.',
    });
  });

  it('takes the first number it can use, and nothing for none', () => {
    expect(read('US', '5555551111', '', '+1 201 555 0177')).toEqual({
      countryCode: '+1',
      phoneNumber: '2015550177',
    });
    expect(read('US')).toEqual({ countryCode: null, phoneNumber: null });
    expect(read('US', '  ')).toEqual({ countryCode: null, phoneNumber: null });
  });
});
