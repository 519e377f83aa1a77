import { displayNameOf } from '@shared/address-books';
import { describe, expect, it } from 'vitest';
import { readCard } from './read-card';

const reader = { country: 'US' as const, locale: 'en-US' };
const card = (lines: string[], version = '3.0') =>
  ['BEGIN:VCARD', `VERSION:${version}`, 'FN:Ann', ...lines, 'END:VCARD', ''].join('\r\n');
const dateOf = (lines: string[], version?: string) => {
  const { step } = readCard(card(lines, version), new Set(), reader);
  return step.kind === 'add' ? step.data.date : step.kind;
};

describe('every dialect of BDAY', () => {
  it.each([
    [['BDAY:--0415'], '4.0', '--04-15'],
    [['BDAY:--04-15'], '4.0', '--04-15'],
    [['BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-15'], '3.0', '--04-15'],
    [['BDAY:1604-04-15'], '3.0', '--04-15'],
    [['BDAY:--0414'], '3.0', '--04-14'],
    [['BDAY:1990-04-15'], '3.0', '1990-04-15'],
    [['BDAY:19900415'], '4.0', '1990-04-15'],
  ])('%s in vCard %s reads as %s', (lines, version, date) => {
    expect(dateOf(lines, version)).toBe(date);
  });

  it('leaves out VALUE=text and dates it cannot read, as unreadable', () => {
    expect(dateOf(['BDAY;VALUE=text:circa 1980'], '4.0')).toBe('error');
    expect(dateOf(['BDAY:sometime'])).toBe('error');
    expect(dateOf([])).toBe('withoutBirthday');
  });

  it('takes the phone into the birthday as the importer does', () => {
    const { step } = readCard(card(['BDAY:--0415', 'TEL;TYPE=CELL:(201) 555-0142']), new Set(), reader);
    expect(step).toMatchObject({ kind: 'add', data: { countryCode: '+1', phoneNumber: '2015550142' } });
  });

  it('keeps ANNIVERSARY, X-ANNIVERSARY and X-ABDATE with its X-ABLABEL aside, never as birthdays', () => {
    const { step, otherDates } = readCard(
      card(['X-ANNIVERSARY:2010-06-12', 'item2.X-ABDATE:2015-03-01', 'item2.X-ABLABEL:Moved in']),
      new Set(),
      reader,
    );
    expect(step.kind).toBe('withoutBirthday');
    expect(otherDates).toEqual([
      { label: 'Anniversary', date: '2010-06-12' },
      { label: 'Moved in', date: '2015-03-01' },
    ]);
  });
});

describe('the name rows show', () => {
  it('says iCloud, Fastmail, Nextcloud, else the host', () => {
    expect(displayNameOf('https://contacts.icloud.com/')).toBe('iCloud');
    expect(displayNameOf('https://carddav.fastmail.com/')).toBe('Fastmail');
    expect(displayNameOf('https://nextcloud.example.org/')).toBe('Nextcloud');
    expect(displayNameOf('https://dav.example.org/')).toBe('dav.example.org');
  });
});
