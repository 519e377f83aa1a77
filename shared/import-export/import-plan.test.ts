import '@shared/kept-calendars/all';
import { readFileSync } from 'node:fs';
import { keptDateOf } from '@shared/kept-calendars/celebrations';
import { CALENDAR_IDS, type CalendarId, yearRange } from '@shared/kept-calendars/index';
import { type BirthdayData, birthdayInput } from '@shared/schemas/birthday';
import fc from 'fast-check';
import examples from 'libphonenumber-js/examples.mobile.json';
import { getExampleNumber } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { toBirthdaysCsv } from './csv-export';
import { IMPORT_MAX_ROWS } from './import-file';
import { duplicateKey, planImport } from './import-plan';
import { toBirthdaysVcard } from './vcard-export';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
// The importing user signed in with a US number and reads dates as en-US.
const plan = (text: string, stored: string[] = []) =>
  planImport(text, new Set(stored), { country: 'US', locale: 'en-US' });
const added = (text: string) =>
  plan(text).toAdd.map(({ row, data }) => ({
    row,
    name: data.name,
    date: data.date,
    notes: data.notes,
    phone: data.phoneNumber ? `${data.countryCode} ${data.phoneNumber}` : null,
  }));

describe('CSV import (spec §5)', () => {
  it('reads the spec format with optional notes and phone, imported category and every reminder off', () => {
    const result = plan(fixture('spec-format.csv'));
    expect(result.errors).toEqual([]);
    expect(added(fixture('spec-format.csv'))).toEqual([
      { row: 2, name: 'Alice Smith', date: '1990-05-17', notes: 'Loves tulips', phone: '+1 2015550123' },
      { row: 3, name: 'Bob Jones', date: '1985-12-01', notes: '', phone: null },
      { row: 4, name: 'Carol White', date: '--02-29', notes: 'Leap day, no year', phone: '+44 2079460958' },
    ]);
    for (const { data } of result.toAdd) {
      expect(data.category).toBe('imported');
      expect(data.reminders).toEqual([
        { type: 'week', enabled: false },
        { type: 'day', enabled: false },
        { type: 'birthday', enabled: false },
      ]);
    }
  });

  it('reads an Excel-style file: BOM, CRLF, semicolons, quotes and a newline inside quotes, emoji', () => {
    expect(added(fixture('excel-semicolons.csv'))).toEqual([
      {
        row: 2,
        name: 'Müller; Jürgen',
        date: '1970-01-31',
        notes: 'Says "hi"\r\nsecond line',
        phone: '+1 2015550199',
      },
      { row: 3, name: 'Zoë 🎂', date: '2000-02-29', notes: '', phone: null },
    ]);
  });

  it('reads a Google Contacts export, its year-less --MM-DD, and counts contacts without a birthday', () => {
    const result = plan(fixture('google-contacts.csv'));
    expect(added(fixture('google-contacts.csv'))).toEqual([
      { row: 2, name: 'Dana Scully', date: '1964-02-23', notes: 'Partner, skeptic', phone: '+1 2025550147' },
      { row: 3, name: 'Fox William Mulder', date: '--10-13', notes: '', phone: null },
    ]);
    expect(result.counts.withoutBirthday).toBe(1);
    const legacy = plan(fixture('google-contacts-legacy.csv'));
    expect(
      legacy.toAdd.map((a) => [a.data.name, a.data.date, a.data.countryCode, a.data.phoneNumber]),
    ).toEqual([['Ada Lovelace', '1815-12-10', '+44', '7400123456']]);
    expect(legacy.counts.withoutBirthday).toBe(1);
  });

  it('names each bad row by its row number and why, and still plans the good ones', () => {
    const result = plan(fixture('bad-rows.csv'));
    expect(result.errors).toEqual([
      { row: 2, name: 'Eve', message: 'Dates must be in YYYY-MM-DD format' },
      { row: 3, name: 'Frank', message: 'Please choose a real date' },
      { row: 4, name: '', message: 'Name is required' },
    ]);
    expect(result.toAdd.map((a) => a.row)).toEqual([5, 6]);
    expect(plan('name,date\nX,\n').errors).toEqual([{ row: 2, name: 'X', message: 'Date is required' }]);
    expect(plan(`name,date\n${'n'.repeat(101)},2000-01-01\n`).errors[0]?.message).toBe(
      'Name must be 100 characters or fewer',
    );
  });

  it('imports a birthday whose phone it cannot use without the phone, and says so', () => {
    const result = plan(fixture('bad-rows.csv'));
    expect(result.toAdd.find((a) => a.row === 5)?.data).toMatchObject({ name: 'Gina', phoneNumber: null });
    expect(result.notes).toEqual([
      {
        row: 5,
        name: 'Gina',
        message:
          'The phone number abc is not a valid number in United States (your country), so the birthday is imported without it.',
      },
    ]);
  });

  it('shortens notes longer than Cakeday keeps, and says so', () => {
    const result = plan(`name,date,notes\nAnn,2000-01-01,${'x'.repeat(1500)}\n`);
    expect(result.toAdd[0]!.data.notes).toHaveLength(1000);
    expect(result.notes[0]!.message).toBe('The notes were shortened to 1,000 characters.');
  });

  it.each([
    ['an empty file', ''],
    ['a header alone', 'name,date\r\n'],
    ['blank lines', '\n\n\n'],
    ['an unclosed quote', fixture('broken-quotes.csv')],
  ])('refuses %s as empty or invalid', (_, text) => {
    expect(() => plan(text)).toThrow('CSV file is empty or invalid');
  });

  it('refuses a header without name and date columns', () => {
    expect(() => plan('person,day\nAnn,2000-01-01\n')).toThrow(
      'CSV must contain at least "name" and "date" columns',
    );
    expect(() => plan('name,notes\nAnn,hi\n')).toThrow('CSV must contain at least "name" and "date" columns');
  });

  it('holds the 10,000-row and 5 MB (of text sent) limits with their own messages', () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `P${i},2000-01-01`).join('\n');
    expect(plan(`name,date\n${rows(IMPORT_MAX_ROWS)}`).toAdd).toHaveLength(IMPORT_MAX_ROWS);
    expect(() => plan(`name,date\n${rows(IMPORT_MAX_ROWS + 1)}`)).toThrow(
      'This file has more than 10,000 rows. Split it into smaller files and import them one by one.',
    );
    const big = `name,date,notes\nA,2000-01-01,"${'x'.repeat(5 * 1024 * 1024)}"\n`;
    expect(() => plan(big)).toThrow(
      'This file holds more than 5 MB of names, dates, notes and phone numbers. Split it into smaller files and import them one by one.',
    );
  });

  it('skips duplicates within the file and of stored birthdays, by name in any case and month and day', () => {
    const text = 'name,date\nAnn,1990-05-17\nANN,2001-05-17\nann,--05-18\nBob,1980-01-01\nbob,1980-01-02\n';
    const result = plan(text, [duplicateKey('bob', 1, 1)]);
    expect(result.toAdd.map((a) => a.row)).toEqual([2, 4, 6]);
    expect(result.duplicates).toEqual([
      { row: 3, name: 'ANN', date: '2001-05-17', calendar: 'gregory', leap: false, alreadyStored: false },
      { row: 5, name: 'Bob', date: '1980-01-01', calendar: 'gregory', leap: false, alreadyStored: true },
    ]);
  });

  it('reads the Calendar and Leap Month columns; without them, or empty, a date is Gregorian', () => {
    const csv = [
      'Name,Date,Calendar,Leap Month',
      'Grandma,--08-15,chinese,',
      'Halmeoni,2017-05-10,DANGI,yes',
      'Rivka,5785-13-29,hebrew,',
      'Amir,--09-01,islamic-umalqura,no',
      'Dara,1370-01-01,persian,',
      'Ann,1990-05-17,,',
      'Bo,--02-29,gregory,',
    ].join('\n');
    const result = plan(csv);
    expect(result.errors).toEqual([]);
    expect(
      result.toAdd.map(({ data: { name, date, calendar, leap } }) => [name, date, calendar, leap]),
    ).toEqual([
      ['Grandma', '--08-15', 'chinese', false],
      ['Halmeoni', '2017-05-10', 'dangi', true],
      ['Rivka', '5785-13-29', 'hebrew', false],
      ['Amir', '--09-01', 'islamic-umalqura', false],
      ['Dara', '1370-01-01', 'persian', false],
      ['Ann', '1990-05-17', 'gregory', false],
      ['Bo', '--02-29', 'gregory', false],
    ]);
    expect(plan(fixture('spec-format.csv')).toAdd.every(({ data }) => data.calendar === 'gregory')).toBe(
      true,
    );
  });

  it('refuses a row with an unknown calendar or a date its calendar lacks, and imports the others', () => {
    const csv = [
      'Name,Date,Calendar,Leap Month',
      'Ok,--08-15,chinese,',
      'Vulcan,--08-15,vulcan,',
      'Adar,--13-30,hebrew,',
      'Leap1,--01-01,chinese,yes',
      'Leapgreg,--05-17,,yes',
      'Maybe,--05-17,chinese,perhaps',
      'Esfand,--12-32,persian,',
    ].join('\n');
    const result = plan(csv);
    expect(result.toAdd.map(({ row, data }) => [row, data.name])).toEqual([[2, 'Ok']]);
    const [unknown, ...others] = result.errors;
    // Gregorian first, then the others in the order of their ids; each calendar's own test checks
    // that the list names it.
    expect(unknown).toMatchObject({ row: 3, name: 'Vulcan' });
    expect(unknown?.message).toMatch(
      /^"vulcan" is not a calendar Cakeday knows\. Use one of: gregory, (.+, )?chinese, (.+, )?hebrew, (.+, )?persian(, .+)?\.$/,
    );
    expect(others).toEqual([
      { row: 4, name: 'Adar', message: 'This date does not exist in the Hebrew calendar' },
      { row: 5, name: 'Leap1', message: 'This date does not exist in the Chinese lunar calendar' },
      { row: 6, name: 'Leapgreg', message: 'This date does not exist in the Gregorian calendar' },
      { row: 7, name: 'Maybe', message: 'Leap Month must be "yes" or left empty' },
      { row: 8, name: 'Esfand', message: 'This date does not exist in the Persian (Solar Hijri) calendar' },
    ]);
  });

  it('counts the calendar in the duplicate rule: Chinese 8/15 and August 15 are two birthdays', () => {
    const csv = 'Name,Date,Calendar\nAnn,--08-15,chinese\nann,--08-15,\nANN,--08-15,chinese\n';
    const result = plan(csv, [duplicateKey('ann', 8, 15, 'dangi')]);
    expect(result.toAdd.map(({ row, data }) => [row, data.calendar])).toEqual([
      [2, 'chinese'],
      [3, 'gregory'],
    ]);
    expect(result.duplicates.map(({ row, alreadyStored }) => [row, alreadyStored])).toEqual([[4, false]]);
    expect(plan(csv, [duplicateKey('ann', 8, 15, 'chinese')]).duplicates.map((d) => d.row)).toEqual([2, 4]);
  });

  it('drops NUL bytes rather than failing the whole import on them', () => {
    expect(added('name,date\nA\u0000nn,2000-01-01\n')[0]?.name).toBe('Ann');
  });
});

describe('vCard import', () => {
  it('reads Apple Contacts 3.0: folded lines, non-ASCII, omitted year, grouped TEL, escaped NOTE', () => {
    const result = plan(fixture('apple-3.0.vcf'));
    expect(result.source).toBe('vcard');
    expect(added(fixture('apple-3.0.vcf'))).toEqual([
      {
        row: 1,
        name: 'Jürgen Müller',
        date: '--05-17',
        notes: 'Line one\nline two, with comma',
        phone: '+49 30901820',
      },
      {
        row: 2,
        name: '山田 太郎 with a rather long display name that Apple folds onto a second line',
        date: '1988-11-30',
        notes: '',
        phone: '+1 2015550123',
      },
    ]);
    expect(result.counts.withoutBirthday).toBe(1);
  });

  it('reads Google Contacts 4.0: --MMDD, --MM-DD, a time part, N without FN, tel: URIs; an unreadable BDAY is an error', () => {
    const result = plan(fixture('google-4.0.vcf'));
    expect(added(fixture('google-4.0.vcf'))).toEqual([
      { row: 1, name: 'Renée O’Brien', date: '--02-29', notes: '', phone: '+1 2015550177' },
      { row: 2, name: 'Hopper Brewster Grace', date: '1906-12-09', notes: '', phone: null },
      { row: 3, name: 'Linus', date: '--12-28', notes: '', phone: null },
    ]);
    expect(result.errors).toEqual([
      { row: 4, name: 'Someone', message: 'The birthday is not a date Cakeday can read' },
    ]);
  });

  it("names a card without FN from N: given, middle, family, an escaped comma kept, a list's joined", () => {
    const card =
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Doe;John;Richter\\, James,Paul;Mr.;Sr.\r\nBDAY:1980-03-22\r\nEND:VCARD\r\n';
    expect(plan(card).toAdd[0]!.data.name).toBe('John Richter, James Paul Doe');
  });

  it('lists a card cut off at the end of the file, and refuses a file with no card at all', () => {
    expect(plan('BEGIN:VCARD\nVERSION:3.0\nFN:x\n').errors).toEqual([
      { row: 1, name: 'x', message: 'This contact is incomplete: its END:VCARD line is missing.' },
    ]);
    expect(() => plan('BEGIN:VCARDS\nFN:x\nEND:VCARDS\n')).toThrow('vCard file is empty or invalid');
  });
});

// Any text a user can save (trimmed, with commas, quotes, newlines, emoji), any date (year-less, Feb 29).
const text = (max: number) =>
  fc
    .string({
      unit: fc.constantFrom('a', 'Z', ' ', ',', ';', '"', "'", '\n', '\r\n', '\t', '=', 'é', '🎂', '中'),
      maxLength: max,
    })
    .map((s) => s.trim());
const date = fc.oneof(
  fc.constant('--02-29'),
  fc.constant('2000-02-29'),
  fc
    .record({
      year: fc.option(fc.integer({ min: 1900, max: 2025 })),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
    })
    .map(
      ({ year, month, day }) =>
        `${year === null ? '-' : year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    ),
);
const gregorian = date.map((date) => ({ date }));
// A date of any other calendar, as a user can save it (the calendar has it).
const keptDate = fc
  .record({
    calendar: fc.constantFrom(...CALENDAR_IDS.filter((c) => c !== 'gregory')),
    month: fc.integer({ min: 1, max: 13 }),
    leap: fc.boolean(),
    day: fc.integer({ min: 1, max: 31 }),
    yearAt: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
  })
  .map(({ calendar, month, leap, day, yearAt }) => {
    const { first, last } = yearRange(calendar);
    const year = yearAt === null ? '-' : String(Math.round(first + yearAt * (last - first)));
    const wire = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    return { date: wire, calendar, leap: leap && (calendar === 'chinese' || calendar === 'dangi') };
  })
  .filter(({ date, calendar, leap }) => keptDateOf(date, calendar, leap) !== null);
// Numbers Cakeday can use (a number it cannot use is left out on import, with a note).
const phone = fc.option(
  fc.constantFrom('US', 'GB', 'FI', 'AS', 'DE', 'IN', 'BR', 'JP', 'NG').map((country) => {
    const example = getExampleNumber(country, examples)!;
    return { countryCode: `+${example.countryCallingCode}`, phoneNumber: example.nationalNumber as string };
  }),
);

describe('CSV export', () => {
  it("writes the spec's columns Name, Date, Notes, Phone Number for a list of Gregorian birthdays", () => {
    const csv = toBirthdaysCsv([
      {
        name: 'Ann, "Annie"',
        date: '--02-29',
        calendar: 'gregory',
        leap: false,
        notes: 'a\nb',
        phoneNumber: '2015550123',
        countryCode: '+1',
      },
    ]);
    expect(csv).toBe(
      '\uFEFFName,Date,Notes,Phone Number\r\n"Ann, ""Annie""",--02-29,"a\nb",+1 2015550123\r\n',
    );
  });

  it('adds Calendar and Leap Month when a birthday is kept in another calendar', () => {
    const csv = toBirthdaysCsv([
      {
        name: 'Ann, "Annie"',
        date: '--02-29',
        calendar: 'gregory',
        leap: false,
        notes: 'a\nb',
        phoneNumber: '2015550123',
        countryCode: '+1',
      },
      {
        name: 'Grandma',
        date: '2017-06-10',
        calendar: 'chinese',
        leap: true,
        notes: '',
        phoneNumber: null,
        countryCode: null,
      },
    ]);
    expect(csv).toBe(
      '\uFEFFName,Date,Notes,Phone Number,Calendar,Leap Month\r\n' +
        '"Ann, ""Annie""",--02-29,"a\nb",+1 2015550123,gregory,\r\n' +
        'Grandma,2017-06-10,,,chinese,yes\r\n',
    );
  });

  // As the app stores it: through the same schema every save goes through (which normalises phones).
  const birthday = fc
    .record({ name: text(100).filter(Boolean), kept: fc.oneof(gregorian, keptDate), notes: text(300), phone })
    .map(({ phone, kept, ...b }) => {
      const parsed = birthdayInput.parse({ ...b, ...kept, ...phone });
      const { name, date, calendar, leap, notes, phoneNumber, countryCode } = parsed;
      return { name, date, calendar, leap, notes, phoneNumber, countryCode };
    });

  it('export then import gives back the same list', () => {
    fc.assert(
      fc.property(uniqueBirthdays(birthday), (list) => expectRoundTrip(list, toBirthdaysCsv)),
      { numRuns: 300 },
    );
  });
});

describe('vCard export (RFC 6350)', () => {
  it('writes vCard 4.0 with BDAY --MMDD for a year-less birthday, the category, notes and a tel: URI', () => {
    const vcf = toBirthdaysVcard([
      {
        name: 'Ann, "Annie"; Smith',
        date: '--02-29',
        calendar: 'gregory',
        category: 'family',
        notes: 'a\nb\\c',
        phoneNumber: '2015550123',
        countryCode: '+1',
      },
      {
        name: 'Bo',
        date: '1990-05-17',
        calendar: 'gregory',
        category: 'work',
        notes: '',
        phoneNumber: null,
        countryCode: null,
      },
    ]);
    expect(vcf).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:4.0',
        'PRODID:-//Cakeday//Birthdays//EN',
        'FN:Ann\\, "Annie"\\; Smith',
        'N:;Ann\\, "Annie"\\; Smith;;;',
        'BDAY:--0229',
        'CATEGORIES:family',
        'NOTE:a\\nb\\\\c',
        'TEL;VALUE=uri;TYPE=cell:tel:+12015550123',
        'END:VCARD',
        'BEGIN:VCARD',
        'VERSION:4.0',
        'PRODID:-//Cakeday//Birthdays//EN',
        'FN:Bo',
        'N:;Bo;;;',
        'BDAY:19900517',
        'CATEGORIES:work',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
  });

  it('folds lines at 75 octets without cutting a character', () => {
    const vcf = toBirthdaysVcard([
      {
        name: '🎂'.repeat(40),
        date: '2000-01-01',
        calendar: 'gregory',
        category: 'other',
        notes: '',
        phoneNumber: null,
        countryCode: null,
      },
    ]);
    const lines = vcf.split('\r\n');
    expect(lines.every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(lines.filter((l) => l.startsWith(' ')).length).toBeGreaterThan(0);
    expect(plan(vcf).toAdd[0]!.data.name).toBe('🎂'.repeat(40));
  });

  it('writes no BDAY for a birthday kept in another calendar: a contacts app would repeat it on the wrong day', () => {
    const vcf = toBirthdaysVcard([
      {
        name: 'Grandma',
        date: '1950-08-15',
        calendar: 'chinese',
        category: 'family',
        notes: '',
        phoneNumber: null,
        countryCode: null,
      },
    ]);
    expect(vcf).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:4.0',
        'PRODID:-//Cakeday//Birthdays//EN',
        'FN:Grandma',
        'N:;Grandma;;;',
        'CATEGORIES:family',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
  });

  it('reads CATEGORIES only from its own export: a phone group does not become a category', () => {
    const google =
      'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nBDAY:2000-01-01\r\nCATEGORIES:myContacts\r\nEND:VCARD\r\n';
    expect(plan(google).toAdd[0]!.data.category).toBe('imported');
  });

  it('export then import gives back the same name, date, category, notes and phone', () => {
    // vCard text has no carriage return of its own: line breaks come back as LF.
    const lf = (max: number) => text(max).map((t) => t.replace(/\r\n?/g, '\n'));
    const category = lf(30)
      .map((c) => c.toLowerCase())
      .filter(Boolean);
    const stored = fc
      .record({ name: lf(100).filter(Boolean), date, notes: lf(300), category, phone })
      .map(({ phone, ...b }) => {
        const { name, date, calendar, notes, category, phoneNumber, countryCode } = birthdayInput.parse({
          ...b,
          ...phone,
        });
        return { name, date, calendar, notes, category, phoneNumber, countryCode };
      });
    fc.assert(
      fc.property(uniqueBirthdays(stored), (list) => expectRoundTrip(list, toBirthdaysVcard)),
      { numRuns: 300 },
    );
  });
});

/** Lists the import would keep whole: no two share a name (in any case) and month and day. */
const uniqueBirthdays = <T extends { name: string; date: string; calendar?: CalendarId; leap?: boolean }>(
  one: fc.Arbitrary<T>,
) =>
  fc.uniqueArray(one, {
    selector: (b) => duplicateKey(b.name, ...monthDay(b.date), b.calendar, b.leap),
    minLength: 1,
    maxLength: 30,
  });

/** Writes the list, imports it, and finds every written field as it was, with no error and no note. */
function expectRoundTrip<T extends object>(list: T[], write: (list: T[]) => string) {
  const back = plan(write(list));
  expect(back.errors).toEqual([]);
  expect(back.notes).toEqual([]);
  const fields = Object.keys(list[0]!) as (keyof BirthdayData)[];
  expect(back.toAdd.map(({ data }) => Object.fromEntries(fields.map((f) => [f, data[f]])))).toEqual(list);
}

function monthDay(date: string): [number, number] {
  return [Number(date.slice(-5, -3)), Number(date.slice(-2))];
}
