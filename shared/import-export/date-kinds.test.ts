import '@shared/kept-calendars/all';
import { readFileSync } from 'node:fs';
import type { BirthdayData } from '@shared/schemas/birthday';
import { describe, expect, it } from 'vitest';
import { toBirthdaysCsv } from './csv-export';
import { duplicateKey, planImport } from './import-plan';
import { decodeImportBytes, prepareImportText } from './prepare-import';
import { toBirthdaysVcard } from './vcard-export';

// Dates of every kind through the files: the CSV's Kind and Label columns, vCard's ANNIVERSARY,
// DEATHDATE and Apple's X-ABDATE with its X-ABLABEL.

const fixture = (name: string) =>
  decodeImportBytes(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const reader = { country: 'US', locale: 'en-US', otherKinds: true } as const;
const plan = (text: string, stored: string[] = []) => planImport(text, new Set(stored), reader);
/** Each date to add as 'row name date kind label'. */
const added = (text: string) =>
  plan(text).toAdd.map(({ row, data }) =>
    `${row} ${data.name} ${data.date} ${data.kind} ${data.label}`.trim(),
  );
const errors = (text: string) => plan(text).errors.map((e) => `${e.row} ${e.name}: ${e.message}`);
const card = (...lines: string[]) =>
  ['BEGIN:VCARD', 'VERSION:3.0', 'FN:Ann & Bob', ...lines, 'END:VCARD', ''].join('\r\n');

const base = { notes: '', phoneNumber: null, countryCode: null, category: 'family', leap: false };
/** One of each kind, the anniversary kept in the Hebrew calendar. */
const EACH_KIND = [
  { ...base, name: 'Ada', date: '1990-05-17', calendar: 'gregory', kind: 'birthday', label: '' },
  { ...base, name: 'Ann & Bob', date: '5770-03-25', calendar: 'hebrew', kind: 'anniversary', label: '' },
  { ...base, name: 'Grandpa Joe', date: '2021-03-02', calendar: 'gregory', kind: 'remembrance', label: '' },
  { ...base, name: 'Maria', date: '--09-12', calendar: 'gregory', kind: 'other', label: 'Name day' },
] as const;

describe('CSV: the Kind and Label columns', () => {
  it('are written after the others when a list has a day of another kind, its id and an other day’s label', () => {
    expect(toBirthdaysCsv(EACH_KIND).split('\r\n')).toEqual([
      '\uFEFFName,Date,Notes,Phone Number,Calendar,Leap Month,Kind,Label',
      'Ada,1990-05-17,,,gregory,,birthday,',
      'Ann & Bob,5770-03-25,,,hebrew,,anniversary,',
      'Grandpa Joe,2021-03-02,,,gregory,,remembrance,',
      'Maria,--09-12,,,gregory,,other,Name day',
      '',
    ]);
    const gregorian = EACH_KIND.filter((b) => b.calendar === 'gregory');
    expect(toBirthdaysCsv(gregorian).split('\r\n')[0]).toBe('\uFEFFName,Date,Notes,Phone Number,Kind,Label');
  });

  it('are absent for a list of birthdays, kind said or not', () => {
    const ada = { ...EACH_KIND[0], kind: undefined, label: undefined };
    expect(toBirthdaysCsv([EACH_KIND[0], ada])).toBe(
      '\uFEFFName,Date,Notes,Phone Number\r\nAda,1990-05-17,,\r\nAda,1990-05-17,,\r\n',
    );
  });

  it('read ids and names in any case; an empty Kind is a birthday, and a Label only counts for other', () => {
    const text = [
      'Name,Date,Kind,Label',
      'Ada,1990-05-17,,',
      'Ann & Bob,2014-06-07,Anniversary,',
      'Cleo & Dan,2015-06-07,ANNIVERSARY,ignored',
      'Grandpa Joe,2021-03-02,remembrance,',
      'Maria,--09-12,Other,  Name day ',
      'Eve,--01-02,birthday,ignored',
    ].join('\n');
    expect(added(text)).toEqual([
      '2 Ada 1990-05-17 birthday',
      '3 Ann & Bob 2014-06-07 anniversary',
      '4 Cleo & Dan 2015-06-07 anniversary',
      '5 Grandpa Joe 2021-03-02 remembrance',
      '6 Maria --09-12 other Name day',
      '7 Eve --01-02 birthday',
    ]);
  });

  it('refuse an unknown kind and an other day without a label with the row and why', () => {
    const text = [
      'name,date,kind,label',
      'Ann & Bob,2014-06-07,wedding,',
      'Maria,--09-12,other,',
      `Zed,--09-12,other,${'x'.repeat(41)}`,
      'Ok,--09-13,other,Adoption day',
    ].join('\n');
    expect(errors(text)).toEqual([
      '2 Ann & Bob: "wedding" is not a kind of day Cakeday knows. Use one of: birthday, anniversary, remembrance, other.',
      '3 Maria: Give this day a name, such as Name day',
      "4 Zed: The day's name must be 40 characters or fewer",
    ]);
    expect(added(text)).toEqual(['5 Ok --09-13 other Adoption day']);
  });

  it('count the kind in the duplicate rule: an anniversary is no duplicate of a birthday on the same day', () => {
    const text = [
      'Name,Date,Kind',
      'Ann & Bob,2014-06-07,birthday',
      'Ann & Bob,2014-06-07,anniversary',
      'ann & bob,--06-07,Anniversary',
      'Joe,--03-02,remembrance',
    ].join('\n');
    const result = plan(text, [duplicateKey('joe', 3, 2, 'gregory', false, 'remembrance')]);
    expect(result.toAdd.map((a) => a.row)).toEqual([2, 3]);
    expect(result.duplicates).toEqual([
      {
        row: 4,
        name: 'ann & bob',
        date: '--06-07',
        calendar: 'gregory',
        leap: false,
        kind: 'anniversary',
        label: '',
        alreadyStored: false,
      },
      {
        row: 5,
        name: 'Joe',
        date: '--03-02',
        calendar: 'gregory',
        leap: false,
        kind: 'remembrance',
        label: '',
        alreadyStored: true,
      },
    ]);
    // A stored birthday of Joe's on that day is another date.
    expect(plan(text, [duplicateKey('joe', 3, 2)]).toAdd.map((a) => a.row)).toEqual([2, 3, 5]);
  });

  it('survive the browser keeping only the columns Cakeday reads', () => {
    const text = 'Name,Date,Kind,Label,Mood\nMaria,--09-12,other,Name day,happy\n';
    expect(prepareImportText(text)).toBe('Name,Date,Kind,Label,Mood\r\nMaria,--09-12,other,Name day,-\r\n');
  });
});

describe('vCard export of each kind (vCard 4.0, RFC 6474)', () => {
  it('writes ANNIVERSARY, DEATHDATE and an other day as X-ABDATE with its label, one card per date', () => {
    const vcf = toBirthdaysVcard(EACH_KIND.map((b) => ({ ...b, calendar: 'gregory', date: '2014-06-07' })));
    const cards = vcf.split('END:VCARD\r\n').filter(Boolean);
    expect(cards).toHaveLength(4);
    const dateLines = cards.map((c) => c.split('\r\n').filter((l) => /DAY|DATE|ANNIV|LABEL/.test(l)));
    expect(dateLines).toEqual([
      ['BDAY:20140607'],
      ['ANNIVERSARY:20140607'],
      ['DEATHDATE:20140607'],
      ['item1.X-ABDATE:20140607', 'item1.X-ABLABEL:Name day'],
    ]);
  });

  it('writes a whole card of an anniversary and an other day without a year exactly', () => {
    const vcf = toBirthdaysVcard([
      { ...EACH_KIND[3], label: 'Name day, saint’s' },
      { ...EACH_KIND[1], calendar: 'gregory', date: '--06-07', notes: 'Married in Lagos' },
    ]);
    expect(vcf).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:4.0',
        'PRODID:-//Cakeday//Birthdays//EN',
        'FN:Maria',
        'N:;Maria;;;',
        'item1.X-ABDATE:--0912',
        'item1.X-ABLABEL:Name day\\, saint’s',
        'CATEGORIES:family',
        'END:VCARD',
        'BEGIN:VCARD',
        'VERSION:4.0',
        'PRODID:-//Cakeday//Birthdays//EN',
        'FN:Ann & Bob',
        'N:;Ann & Bob;;;',
        'ANNIVERSARY:--0607',
        'CATEGORIES:family',
        'NOTE:Married in Lagos',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
  });

  it('writes no date for an anniversary kept in another calendar, as for a birthday', () => {
    expect(toBirthdaysVcard([EACH_KIND[1]])).not.toMatch(/ANNIVERSARY|X-ABDATE|BDAY/);
  });
});

describe('vCard import of each kind', () => {
  it('reads ANNIVERSARY, X-ANNIVERSARY, Apple’s anniversary label and DEATHDATE', () => {
    expect(added(card('ANNIVERSARY:20140607'))).toEqual(['1 Ann & Bob 2014-06-07 anniversary']);
    expect(added(card('X-ANNIVERSARY:2014-06-07'))).toEqual(['1 Ann & Bob 2014-06-07 anniversary']);
    expect(added(card('item3.X-ABDATE:2014-06-07', 'item3.X-ABLabel:_$!<Anniversary>!$_'))).toEqual([
      '1 Ann & Bob 2014-06-07 anniversary',
    ]);
    expect(added(card('DEATHDATE:--0302'))).toEqual(['1 Ann & Bob --03-02 remembrance']);
  });

  it('reads X-ABDATE with another label as an other day of that label, Apple’s Other as "Other"', () => {
    expect(added(card('item1.X-ABDATE:--0912', 'item1.X-ABLABEL:Name day'))).toEqual([
      '1 Ann & Bob --09-12 other Name day',
    ]);
    expect(added(card('item1.X-ABDATE:2019-09-30', 'item1.X-ABLabel:_$!<Other>!$_'))).toEqual([
      '1 Ann & Bob 2019-09-30 other Other',
    ]);
    // Google writes dates without a group: nothing names them.
    expect(added(card('X-ABDATE:2001-07-04'))).toEqual(['1 Ann & Bob 2001-07-04 other Other']);
    // The label of another group (an e-mail's) is not the date's.
    expect(added(card('item1.X-ABLABEL:Work', 'item2.X-ABDATE:2019-09-30'))).toEqual([
      '1 Ann & Bob 2019-09-30 other Other',
    ]);
    const long = `Day we adopted Biscuit from the shelter in ${'🐶'.repeat(5)}`;
    expect(added(card('item1.X-ABDATE:2019-09-30', `item1.X-ABLABEL:${long}`))).toEqual([
      '1 Ann & Bob 2019-09-30 other Day we adopted Biscuit from the shelter',
    ]);
    const emoji = `${'x'.repeat(39)}🐶`;
    expect(plan(card('item1.X-ABDATE:2019-09-30', `item1.X-ABLABEL:${emoji}`)).toAdd[0]!.data.label).toBe(
      'x'.repeat(39),
    );
  });

  it('gives a card with BDAY and ANNIVERSARY two dates of the same contact, the birthday first', () => {
    const text = card('ANNIVERSARY:20140607', 'NOTE:tea', 'BDAY:1990-05-17', 'TEL:+1 201 555 0142');
    expect(added(text)).toEqual(['1 Ann & Bob 1990-05-17 birthday', '1 Ann & Bob 2014-06-07 anniversary']);
    expect(plan(text).toAdd.map(({ data }) => [data.notes, data.phoneNumber])).toEqual([
      ['tea', '2015550142'],
      ['tea', '2015550142'],
    ]);
    expect(plan(text).counts).toMatchObject({ toAdd: 2, duplicates: 0, withoutBirthday: 0 });
  });

  it('says once what was left out of a contact whose dates share it', () => {
    const result = plan(card('BDAY:1990-05-17', 'ANNIVERSARY:20140607', 'TEL:112'));
    expect(result.counts).toMatchObject({ toAdd: 2, notes: 1 });
    expect(result.notes).toEqual([
      {
        row: 1,
        name: 'Ann & Bob',
        message:
          'The phone number 112 is not a valid number in United States (your country), so the birthday is imported without it.',
      },
    ]);
  });

  it('reads every BDAY dialect in the other dates too', () => {
    expect(added(card('ANNIVERSARY:--06-07'))).toEqual(['1 Ann & Bob --06-07 anniversary']);
    expect(added(card('X-ANNIVERSARY;X-APPLE-OMIT-YEAR=1604:1604-06-07'))).toEqual([
      '1 Ann & Bob --06-07 anniversary',
    ]);
    expect(added(card('DEATHDATE:2021-03-02T10:00:00Z'))).toEqual(['1 Ann & Bob 2021-03-02 remembrance']);
    expect(added(card('item1.X-ABDATE:0000-09-12', 'item1.X-ABLABEL:Name day'))).toEqual([
      '1 Ann & Bob --09-12 other Name day',
    ]);
  });

  it('reads one anniversary a 3.0 writer gives in three properties once', () => {
    const text = card(
      'ANNIVERSARY:2014-06-07',
      'X-ANNIVERSARY:2014-06-07',
      'item1.X-ABDATE:2014-06-07',
      'item1.X-ABLABEL:_$!<Anniversary>!$_',
      'X-ANNIVERSARY:2015-08-07',
    );
    expect(added(text)).toEqual(['1 Ann & Bob 2014-06-07 anniversary', '1 Ann & Bob 2015-08-07 anniversary']);
    expect(plan(text).counts.duplicates).toBe(0);
  });

  it('names an unreadable date by its kind, and keeps the card’s readable ones', () => {
    const text = card(
      'BDAY:1990-05-17',
      'DEATHDATE;VALUE=text:circa 1800',
      'item1.X-ABDATE:soon',
      'item1.X-ABLABEL:Name day',
    );
    expect(errors(text)).toEqual([
      '1 Ann & Bob: The Remembrance date is not one Cakeday can read',
      '1 Ann & Bob: The Name day date is not one Cakeday can read',
    ]);
    expect(added(text)).toEqual(['1 Ann & Bob 1990-05-17 birthday']);
  });

  it('reads birthdays only without otherKinds, as the address-book sync reads a contact', () => {
    const birthdaysOnly = (text: string) => planImport(text, new Set(), { country: 'US', locale: 'en-US' });
    const both = birthdaysOnly(card('ANNIVERSARY:20140607', 'BDAY:1990-05-17'));
    expect(both.toAdd.map(({ data }) => `${data.date} ${data.kind}`)).toEqual(['1990-05-17 birthday']);
    const none = birthdaysOnly(card('ANNIVERSARY:20140607', 'DEATHDATE:2021-03-02', 'X-ABDATE:2000-01-01'));
    expect(none.counts).toMatchObject({ toAdd: 0, errors: 0, withoutBirthday: 1 });
    const csv = birthdaysOnly('Name,Date,Kind\nAda,1990-05-17,birthday\nAnn & Bob,2014-06-07,anniversary\n');
    expect(csv.toAdd.map(({ data }) => data.name)).toEqual(['Ada']);
    expect(csv.counts.withoutBirthday).toBe(1);
  });
});

describe('real-world contacts with other dates', () => {
  it('reads an Apple Contacts export: X-ABDATE with X-ABLabel, X-APPLE-OMIT-YEAR, other groups’ labels', () => {
    // The browser's step first (keep what Cakeday reads), as an import does.
    const text = prepareImportText(fixture('own/apple-dates-3.0.vcf'));
    expect(added(text)).toEqual([
      '1 Ngozi Okafor 1986-03-14 birthday',
      '1 Ngozi Okafor 2012-06-09 anniversary',
      '1 Ngozi Okafor --12-06 other Name day',
      '1 Ngozi Okafor 2019-09-30 other Other',
      '2 Sven Lindqvist --05-21 anniversary',
    ]);
    expect(plan(text).counts).toMatchObject({ errors: 0, withoutBirthday: 0 });
  });

  it("reads Gmail's and vobject's published cards: their anniversaries and labelled dates", () => {
    const gmail = fixture('real/ez-vcard-gmail-single2.vcf');
    expect(added(gmail)).toEqual([
      '1 VCard Test 1912-06-23 birthday',
      '1 VCard Test 1930-03-20 anniversary',
      '1 VCard Test 2000-09-12 other CustomDateCategory',
    ]);
    // Its unlabelled X-ABDATE is 1776-07-04, a year the form refuses too.
    expect(errors(gmail)).toEqual(['1 VCard Test: Please choose a real date']);
    expect(added(fixture('real/vobject-4.0-full.vcf'))).toEqual([
      '1 Dr. John Q. Public, III 1985-04-15 birthday',
      '1 Dr. John Q. Public, III 2010-06-12 anniversary',
    ]);
    // Evolution writes its anniversary under its own name, here on the birthday's day.
    expect(added(fixture('real/ez-vcard-evolution.vcf'))).toEqual([
      '1 Mr. John Richter, James Doe Sr. 1980-03-22 birthday',
      '1 Mr. John Richter, James Doe Sr. 1980-03-22 anniversary',
    ]);
  });
});

describe('round trip of one of each kind', () => {
  type Fields = Pick<BirthdayData, 'name' | 'date' | 'calendar' | 'leap' | 'kind' | 'label' | 'notes'>;
  const fields = ({ name, date, calendar, leap, kind, label, notes }: Fields) => ({
    name,
    date,
    calendar,
    leap,
    kind,
    label,
    notes,
  });

  it('CSV: export then import gives back each kind, the Hebrew anniversary and the other day’s label', () => {
    const back = plan(toBirthdaysCsv(EACH_KIND));
    expect(back.errors).toEqual([]);
    expect(back.toAdd.map(({ data }) => fields(data))).toEqual(EACH_KIND.map(fields));
  });

  it('vCard: export then import gives back each Gregorian kind with its category', () => {
    const gregorian = EACH_KIND.map((b) =>
      b.calendar === 'gregory' ? b : { ...b, calendar: 'gregory' as const, date: '2014-06-07' },
    );
    const back = plan(toBirthdaysVcard(gregorian));
    expect(back.errors).toEqual([]);
    expect(back.toAdd.map(({ data }) => ({ ...fields(data), category: data.category }))).toEqual(
      gregorian.map((b) => ({ ...fields(b), category: 'family' })),
    );
  });
});
