import { describe, expect, it } from 'vitest';
import { localeReadsDayFirst, readContactDates } from './contact-dates';

describe('dates of a contacts export', () => {
  it('reads the forms Outlook and Google write, and 0/0/00 or an empty cell as no birthday', () => {
    const { dates } = readContactDates(
      [
        '1985-04-12',
        '--10-13',
        '1985/4/12',
        '12.4.1985',
        '12. 4. 1985',
        '31.12.70',
        '0/0/00',
        '00.00.0000',
        '',
        '4/12/1985 12:00:00 AM',
      ],
      'en-US',
    );
    expect(dates).toEqual([
      '1985-04-12',
      '--10-13',
      '1985-04-12',
      '1985-04-12',
      '1985-04-12',
      '1970-12-31',
      '',
      '',
      '',
      '1985-04-12',
    ]);
  });

  it('settles day/month order from a first number above 12 in the file, whatever the language', () => {
    const result = readContactDates(['4/12/1985', '25/12/1980'], 'en-US');
    expect(result.dates).toEqual(['1985-12-04', '1980-12-25']);
    expect(result.read).toEqual({
      order: 'day-month',
      from: 'file',
      example: '4/12/1985',
      exampleRead: '1985-12-04',
    });
  });

  it('settles month/day order from a second number above 12, whatever the language', () => {
    const result = readContactDates(['4/12/1985', '12/25/1990', '2/29/2000'], 'de-DE');
    expect(result.dates).toEqual(['1985-04-12', '1990-12-25', '2000-02-29']);
    expect(result.read).toEqual({
      order: 'month-day',
      from: 'file',
      example: '4/12/1985',
      exampleRead: '1985-04-12',
    });
  });

  it("falls back to the user's language when every date reads both ways", () => {
    expect(readContactDates(['04/12/1985'], 'en-GB')).toEqual({
      dates: ['1985-12-04'],
      read: { order: 'day-month', from: 'locale', example: '04/12/1985', exampleRead: '1985-12-04' },
    });
    expect(readContactDates(['04/12/1985'], 'en-US').dates).toEqual(['1985-04-12']);
  });

  it('does not let a date that is none either way settle the order, and cannot read it', () => {
    const result = readContactDates(['13/13/1980', '12/25/1990', '4/12/1985'], 'en-GB');
    expect(result.dates).toEqual([null, '1990-12-25', '1985-04-12']);
    expect(result.read?.from).toBe('file');
  });

  it("reads a file that contradicts itself in the user's order, and cannot read text or Feb 30", () => {
    expect(readContactDates(['25/12/1980', '12/25/1980'], 'en-US').dates).toEqual([null, '1980-12-25']);
    expect(readContactDates(['12 April 1985', '30.02.1990'], 'en-US').dates).toEqual([null, null]);
  });

  it('reads a long cell as no date at once, without running a pattern over it', () => {
    expect(readContactDates([`1${' '.repeat(100_000)}x`], 'en-US').dates).toEqual([null]);
  });

  it('reads a two-digit year as the latest year it can be', () => {
    expect(readContactDates(['1.2.85', '1.2.05'], 'de').dates).toEqual(['1985-02-01', '2005-02-01']);
  });

  it('knows which languages write the day first', () => {
    expect(['en-GB', 'de-DE', 'fr', 'tr', 'es-MX'].map(localeReadsDayFirst)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['en-US', 'ja', 'zh-CN', 'not a locale'].map(localeReadsDayFirst)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
