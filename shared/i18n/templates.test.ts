// No database.
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { SPEC_TEMPLATES } from './templates';

type Sentence = (...args: never[]) => string | readonly string[];
const sentence = (key: string) => (MSG as unknown as Record<string, Sentence>)[key]!;

/** Each MSG sentence built from values: arguments to call it with, and the same as the template's values. */
const SAMPLES: Record<string, [args: unknown[], values: Record<string, string | number>][]> = {
  waitSeconds: [[[42], { n: 42 }]],
  signInSms: [[['012345'], { code: '012345' }]],
  signInEmailLines: [[['987654'], { code: '987654' }]],
  dateAdded: [[['Anniversary'], { what: 'Anniversary' }]],
  dateUpdated: [[['Birthday'], { what: 'Birthday' }]],
  dateDeleted: [[['Remembrance day'], { what: 'Remembrance day' }]],
  digestBy: [[['Telegram'], { channel: 'Telegram' }]],
  csvUnknownCalendar: [[['julian', 'gregory, hebrew'], { calendar: 'julian', known: 'gregory, hebrew' }]],
  csvDateNotInCalendar: [[['Hebrew'], { calendar: 'Hebrew' }]],
  vcardDateUnreadable: [[['anniversary'], { day: 'anniversary' }]],
  csvUnknownKind: [[['wedding', 'birthday, other'], { kind: 'wedding', known: 'birthday, other' }]],
  importPhoneUnusable: [[['+1 555'], { phone: '+1 555' }]],
  importPhoneNotInCountry: [[['0301234', 'Germany'], { phone: '0301234', country: 'Germany' }]],
  importPhoneExtension: [[['77'], { extension: '77' }]],
  importNotesShortened: [[[10000], { max: 10000 }]],
  importDatesRead: [
    [
      ['day-month', '03/04/1990', 'April 3, 1990', true],
      { order: 'dayMonth', example: '03/04/1990', reading: 'April 3, 1990', fromFile: 'yes' },
    ],
    [
      ['month-day', '03/04/1990', 'March 4, 1990', false],
      { order: 'monthDay', example: '03/04/1990', reading: 'March 4, 1990', fromFile: 'no' },
    ],
  ],
  importNoBirthdays: [
    [[1], { contacts: 1 }],
    [[12000], { contacts: 12000 }],
  ],
  birthdaysImported: [
    [[3, 0], { added: 3, skipped: 0 }],
    [[3, 2], { added: 3, skipped: 2 }],
  ],
  channelPaused: [
    [[10, null, 'Resume it.'], { failures: 10, last: 'none', resume: 'Resume it.' }],
    [
      [10, 'The host refused.', 'Resume it.'],
      { failures: 10, last: 'The host refused', resume: 'Resume it.' },
    ],
  ],
  channelPausedNotice: [[['email'], { channel: 'email' }]],
  ipCodeLimit: [
    [[1], { minutes: 1 }],
    [[45], { minutes: 45 }],
  ],
  codesBusy: [
    [[1], { minutes: 1 }],
    [[7], { minutes: 7 }],
  ],
  emptyCategory: [[['family'], { category: 'Family' }]],
  shareTooLarge: [[[10000], { max: 10000 }]],
  tooManyShares: [[[20], { perHour: 20 }]],
  sharesImported: [
    [[1], { n: 1 }],
    [[5], { n: 5 }],
  ],
  messageSettingsUpdated: [[['Funny', 'German'], { tone: 'Funny', language: 'German' }]],
  tooManyAiRequests: [[[10], { perMinute: 10 }]],
  tooManyFeedback: [[[5], { perHour: 5 }]],
  emailTooManyTests: [[[30], { seconds: 30 }]],
  emailCodeLines: [
    [['123456', 1], { code: '123456', minutes: 1 }],
    [['123456', 30], { code: '123456', minutes: 30 }],
  ],
  emailUnsubscribeLine: [[['https://cakeday.example/u/x'], { url: 'https://cakeday.example/u/x' }]],
};

const english = (template: string, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(template, 'en').format(values));

describe('the ICU templates of the sentences built from values', () => {
  it('exist for every such MSG sentence and line, and name no other', () => {
    const built = Object.entries(MSG).flatMap(([key, value]) => {
      if (typeof value === 'function') return [key];
      return Array.isArray(value) ? value.map((_, i) => `${key}.${i}`) : [];
    });
    const templated = new Set(Object.keys(SPEC_TEMPLATES).map((key) => key.replace(/\.\d+$/, '')));
    expect([...templated].sort()).toEqual([...new Set(built.map((k) => k.replace(/\.\d+$/, '')))].sort());
    expect(Object.keys(SAMPLES).sort()).toEqual(
      built.filter((k) => typeof (MSG as never)[k] === 'function').sort(),
    );
  });

  it.each(Object.entries(SAMPLES))('%s says what its template says', (key, samples) => {
    for (const [args, values] of samples) {
      const said = sentence(key)(...(args as never[]));
      if (typeof said === 'string') expect(english(SPEC_TEMPLATES[key]!, values)).toBe(said);
      else expect(said.map((_, i) => english(SPEC_TEMPLATES[`${key}.${i}`]!, values))).toEqual(said);
    }
  });

  it('say the lines of a fixed list as they are', () => {
    expect(MSG.emailTestLines.map((_, i) => SPEC_TEMPLATES[`emailTestLines.${i}`])).toEqual(
      MSG.emailTestLines,
    );
  });
});
