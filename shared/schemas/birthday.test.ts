import { describe, expect, it } from 'vitest';
import { birthdayFormSchema, birthdayInput, defaultReminders, safeParseBirthdayRow } from './birthday';

const base = { name: 'Ayşe', date: '--03-08' };

describe('birthdayInput phone', () => {
  it('stores a number of another country as its code and national digits, trunk prefix dropped', () => {
    const saved = birthdayInput.parse({ ...base, countryCode: '+44', phoneNumber: '07400123456' });
    expect(saved).toMatchObject({ countryCode: '+44', phoneNumber: '7400123456' });
    const turkish = birthdayInput.parse({ ...base, countryCode: '+90', phoneNumber: '5321234567' });
    expect(turkish).toMatchObject({ countryCode: '+90', phoneNumber: '5321234567' });
  });

  it('saves no country code without a number', () => {
    expect(birthdayInput.parse({ ...base, countryCode: '+90', phoneNumber: '' })).toMatchObject({
      countryCode: null,
      phoneNumber: null,
    });
  });
});

describe('birthdayFormSchema phone', () => {
  const form = {
    ...base,
    calendar: 'gregory',
    leap: false,
    category: 'friends',
    interests: [],
    notes: '',
    leadDays: null,
  };
  const messageFor = (countryCode: string, phoneNumber: string) => {
    const result = birthdayFormSchema.safeParse({ ...form, countryCode, phoneNumber });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('accepts other countries, and keeps 10 digits for +1', () => {
    expect(messageFor('+90', '5321234567')).toBeNull();
    expect(messageFor('+49', '15123456789')).toBeNull();
    expect(messageFor('+1', '20155')).toBe('Phone number must be 10 digits');
    expect(messageFor('+90', '532')).toBe('Phone number is too short');
    expect(messageFor('+1', '')).toBeNull();
  });
});

describe("a file's rows", () => {
  it('are checked, refused and stored exactly as birthdayInput does', () => {
    const rows = [
      { ...base, notes: ' tea ', category: 'Imported', reminders: defaultReminders(false) },
      { ...base, countryCode: '+44', phoneNumber: '07400123456', leadDays: [1, 7] },
      { ...base, interests: ['a', 'a', ''], reminders: defaultReminders() },
      { name: ' ', date: '2001-02-29' },
      { ...base, date: '31/12/1980', notes: 'x'.repeat(5000) },
      { ...base, phoneNumber: '12ab', countryCode: '1' },
      { ...base, reminders: [{ type: 'month', enabled: true }] },
    ];
    for (const row of rows) {
      const expected = birthdayInput.safeParse(row);
      const actual = safeParseBirthdayRow(row);
      expect(actual.success).toBe(expected.success);
      expect(actual.success ? actual.data : actual.error.issues).toEqual(
        expected.success ? expected.data : expected.error.issues,
      );
    }
  });
});
