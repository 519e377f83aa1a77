import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ImportReader, planImport } from './import-plan';
import { decodeImportBytes, prepareImportText } from './prepare-import';

// Address-book exports written by other programs (fixtures/SOURCES.md says where each comes from)
// and the birthdays a person reads in each: name, month, day, year (null: none written).

type Expected = {
  file: string;
  birthdays: [name: string, month: number, day: number, year: number | null][];
  withoutBirthday: number;
  errors?: [name: string, message: string][];
};

const REAL_EXPORTS: Expected[] = [
  {
    file: 'real/ez-vcard-evolution.vcf',
    birthdays: [['Mr. John Richter, James Doe Sr.', 3, 22, 1980]],
    withoutBirthday: 0,
  },
  { file: 'real/ez-vcard-gmail-single2.vcf', birthdays: [['VCard Test', 6, 23, 1912]], withoutBirthday: 0 },
  { file: 'real/ez-vcard-gmail-list.vcf', birthdays: [], withoutBirthday: 3 },
  { file: 'real/cardme-android-2.1.vcf', birthdays: [], withoutBirthday: 6 },
  { file: 'real/cardme-macos-photo.vcf', birthdays: [], withoutBirthday: 1 },
  { file: 'real/eds-nokia-2.1.vcf', birthdays: [['Michael Brüning', 12, 29, 1978]], withoutBirthday: 0 },
  { file: 'real/eds-evolution-2.1.vcf', birthdays: [['Nat', 8, 6, 1977]], withoutBirthday: 0 },
  { file: 'real/eds-qp-chinese-2.1.vcf', birthdays: [], withoutBirthday: 1 },
  {
    file: 'real/vobject-4.0-full.vcf',
    birthdays: [['Dr. John Q. Public, III', 4, 15, 1985]],
    withoutBirthday: 0,
  },
  {
    file: 'real/vpim-windows-address-book-2.1.vcf',
    birthdays: [['klaus Kohlbauer', 11, 14, 1952]],
    withoutBirthday: 0,
  },
  { file: 'real/vpim-evolution-2.1.vcf', birthdays: [], withoutBirthday: 3 },
  { file: 'real/thunderbird-2.1-export.vcf', birthdays: [], withoutBirthday: 2 },
  {
    file: 'own/iphone-3.0-cr-cr-lf.vcf',
    birthdays: [
      ['Chiamaka Okafor', 7, 21, null],
      ['Sven Lindqvist', 2, 28, 1979],
    ],
    withoutBirthday: 0,
  },
  {
    file: 'own/android-2.1-qp-chinese-arabic.vcf',
    birthdays: [
      ['王小明', 10, 1, 1990],
      ['فاطمة الحسن', 3, 12, null],
    ],
    withoutBirthday: 0,
  },
  { file: 'own/iso-8859-1-2.1.vcf', birthdays: [['Jürgen Groß', 9, 7, 1965]], withoutBirthday: 0 },
  {
    file: 'own/escapes-and-broken-cards.vcf',
    birthdays: [
      ['Pat O\'Brien, Jr.; the "Boss"', 9, 4, 1961],
      ['Emergency', 12, 24, null],
    ],
    withoutBirthday: 1,
    errors: [
      ['Cut Short', 'This contact is incomplete: its END:VCARD line is missing.'],
      ['Circa Someone', 'The birthday is not a date Cakeday can read'],
    ],
  },
  {
    file: 'own/outlook-en-us.csv',
    birthdays: [
      ['Ann Example', 4, 12, 1985],
      ['Carla Maria Diaz', 12, 25, 1990],
      ['Eve Leap', 2, 29, 2000],
      ['Farid Haddad', 7, 4, 1975],
    ],
    withoutBirthday: 2,
    errors: [['Gus Typo', 'The birthday is not a date Cakeday can read']],
  },
  {
    file: 'own/outlook-en-gb.csv',
    birthdays: [
      ['Harriet Jones', 12, 4, 1985],
      ['Ian Brown', 2, 1, 1990],
    ],
    withoutBirthday: 1,
  },
  {
    file: 'own/outlook-de-de.csv',
    birthdays: [
      ['Jürgen Groß', 4, 12, 1985],
      ['Anke Maria Öztürk', 12, 31, 1970],
      ['Claudia Schäfer', 2, 29, 1988],
    ],
    withoutBirthday: 1,
  },
  {
    file: 'own/google-contacts-de.csv',
    birthdays: [
      ['Lena Vogel', 3, 14, 1988],
      ['Malte', 11, 2, null],
    ],
    withoutBirthday: 1,
  },
  { file: 'own/google-contacts-no-birthday-column.csv', birthdays: [], withoutBirthday: 2 },
];

const bytesOf = (file: string) => readFileSync(new URL(`./fixtures/${file}`, import.meta.url));
/** The browser's steps (decode the bytes, keep what Cakeday reads), then the server's plan. */
const importOf = (file: string, reader: ImportReader) =>
  planImport(prepareImportText(decodeImportBytes(bytesOf(file))), new Set(), reader);

// A British user: the en-US file must settle its own day/month order, the en-GB one uses this.
const UK: ImportReader = { country: 'GB', locale: 'en-GB' };

describe('real address-book exports', () => {
  it.each(REAL_EXPORTS)('$file gives the birthdays a person reads in it', ({ file, birthdays, ...rest }) => {
    const plan = importOf(file, UK);
    const read = plan.toAdd.map(({ data }) => {
      const [year, month, day] = data.date.split('-').filter(Boolean);
      const full = data.date.startsWith('--')
        ? [null, Number(year), Number(month)]
        : [Number(year), Number(month), Number(day)];
      return [data.name, full[1], full[2], full[0]];
    });
    expect(read).toEqual(birthdays);
    expect(plan.counts.withoutBirthday).toBe(rest.withoutBirthday);
    expect(plan.errors.map((e) => [e.name, e.message])).toEqual(rest.errors ?? []);
  });

  it.each(REAL_EXPORTS)('$file reads the same whole as in the slimmed form the browser sends', ({ file }) => {
    const text = decodeImportBytes(bytesOf(file));
    expect(planImport(prepareImportText(text), new Set(), UK)).toEqual(planImport(text, new Set(), UK));
  });
});
