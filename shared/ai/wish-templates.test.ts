import { LANGUAGES, TONES, WISH_MAX_CHARS } from '@shared/schemas/ai';
import { describe, expect, it } from 'vitest';
import { offlineWish, offlineWishes, ordinal, WISH_TEMPLATES, type WishOptions } from './wish-templates';

const names = [
  'Ann',
  'Zeynep Yılmaz',
  'María José',
  'Jean-Baptiste Poquelin',
  '👩‍🚀 Ava',
  'Anna-Katharina von Habsburg',
];
const CATEGORIES = ['other', 'family', 'friends', 'work', 'Book club'];
const AGES = [null, 1, 2, 21, 40, 101];
const AGE_PLACEHOLDER = /\{(age|years|ordinal)\}/;

describe('offline wishes', () => {
  for (const language of LANGUAGES) {
    for (const tone of TONES) {
      for (const belated of [false, true]) {
        const kind = belated ? 'belated' : 'normal';
        const set = WISH_TEMPLATES[language][tone][kind];

        it(`${language} ${tone} ${kind}: 8 general wishes, 2 with the age, 1 for each built-in category`, () => {
          expect(set.any.length).toBeGreaterThanOrEqual(8);
          expect(set.age.length).toBeGreaterThanOrEqual(2);
          for (const category of ['family', 'friends', 'work'] as const) {
            expect(set[category].length).toBeGreaterThanOrEqual(1);
          }
          const all = [...set.any, ...set.age, ...set.family, ...set.friends, ...set.work];
          expect(new Set(all).size).toBe(all.length);
          for (const template of all) expect(template.split('{name}')).toHaveLength(2);
          for (const template of set.age) expect(template).toMatch(AGE_PLACEHOLDER);
          for (const template of [...set.any, ...set.family, ...set.friends, ...set.work]) {
            expect(template).not.toMatch(AGE_PLACEHOLDER);
          }
        });

        it(`${language} ${tone} ${kind}: at least 8 different wishes for any birthday, each with the name, under 160 characters`, () => {
          for (const category of CATEGORIES) {
            for (const age of AGES) {
              for (const name of names) {
                const wishes = offlineWishes({ name, tone, language, belated, category, age });
                expect(wishes.length).toBeGreaterThanOrEqual(8);
                for (const wish of wishes) {
                  expect(wish.length).toBeLessThan(WISH_MAX_CHARS);
                  expect(wish).toContain(name.split(' ')[0]);
                  expect(wish).not.toMatch(/[{}]/);
                }
              }
            }
          }
        });
      }
    }
  }

  it('says belated only in belated wishes (English)', () => {
    for (const tone of TONES) {
      const { normal, belated } = WISH_TEMPLATES.en[tone];
      const texts = (set: typeof normal) => [
        ...set.any,
        ...set.age,
        ...set.family,
        ...set.friends,
        ...set.work,
      ];
      expect(texts(normal).join(' ')).not.toMatch(/belated|late\b/i);
      for (const t of texts(belated)) expect(t).toMatch(/belated|late|delay|missed/i);
    }
  });

  const options: WishOptions = {
    name: 'Ada',
    tone: 'friendly',
    language: 'en',
    belated: false,
    category: 'other',
    age: null,
  };

  it('uses the age when the year is known, in words that agree with it', () => {
    expect(offlineWishes({ ...options, age: 40 })).toEqual(
      expect.arrayContaining([
        "Happy 40th birthday, Ada! 🎉 Here's to turning 40 and to your best year yet. 🎂",
        '40 years young today, Ada! 🥳 Wishing you a fantastic birthday and a brilliant year ahead.',
      ]),
    );
    expect(offlineWishes({ ...options, age: 1 })).toContain(
      '1 year young today, Ada! 🥳 Wishing you a fantastic birthday and a brilliant year ahead.',
    );
    expect(offlineWishes({ ...options, language: 'tr', age: 40 })).toContain(
      '40. yaş günün kutlu olsun Ada! 🎉 Yeni yaşın şimdiye kadarki en güzel yılın olsun. 🎂',
    );
    expect(offlineWishes({ ...options, language: 'de', age: 40 })).toContain(
      'Alles Gute zum 40. Geburtstag, Ada! 🎉 Auf dein bisher schönstes Jahr! 🎂',
    );
    const one = (language: WishOptions['language']) =>
      TONES.flatMap((tone) =>
        [false, true].flatMap((belated) => offlineWishes({ ...options, tone, language, belated, age: 1 })),
      ).join('\n');
    expect(one('en')).toMatch(/\b1 year\b/);
    expect(one('en')).not.toMatch(/\b1 years\b/);
    expect(one('es')).toMatch(/\b1 año\b/);
    expect(one('es')).not.toMatch(/\b1 años\b/);
    expect(one('fr')).toMatch(/\b1 an\b/);
    expect(one('fr')).not.toMatch(/\b1 ans\b/);
    expect(one('de')).not.toMatch(/\b1 Jahre\b/);
    expect(one('it')).toMatch(/\b1 anno\b/);
    expect(one('it')).not.toMatch(/\b1 anni\b/);
    expect(offlineWishes({ ...options, language: 'es', age: 30 })).toContain(
      '¡Hoy cumples 30 años, Ada! 🎉 Que sea el mejor año hasta ahora. 🎂',
    );
  });

  it('leaves the age out when the year is unknown, or the birth year is this year', () => {
    for (const age of [null, 0]) {
      expect(offlineWishes({ ...options, age }).join(' ')).not.toMatch(/\d/);
    }
  });

  it("uses the person's category: family, friends and work have wishes of their own", () => {
    const general = offlineWishes(options);
    const family = offlineWishes({ ...options, category: 'Family' });
    expect(family).toContain(
      'Happy birthday, Ada! 🎉 Our family is lucky to have you. Have a wonderful day. 💛',
    );
    expect(general).not.toContain(
      'Happy birthday, Ada! 🎉 Our family is lucky to have you. Have a wonderful day. 💛',
    );
    expect(offlineWishes({ ...options, category: 'work', tone: 'funny' })).toContain(
      "Happy birthday, Ada! 🎂 Today's agenda: cake first, meetings never. 😄",
    );
    expect(offlineWishes({ ...options, category: 'imported' })).toEqual(general);
  });

  it('never gives the wish on screen again while another exists', () => {
    for (let i = 0; i < 200; i++) {
      const previous = offlineWish(options);
      expect(offlineWish(options, previous)).not.toBe(previous);
    }
    const all = offlineWishes(options);
    for (const [i, previous] of all.entries()) {
      expect(offlineWish(options, previous, () => i / all.length)).not.toBe(previous);
      expect(offlineWish(options, ` ${previous}\n`, () => i / all.length)).not.toBe(previous);
    }
  });

  it('writes English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 40, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '40th',
      '101st',
      '111th',
      '112th',
    ]);
  });

  it('keeps a very long name under 160 characters: its first word, or a shortened first word', () => {
    const long = `Bartholomew ${'Longname'.repeat(20)}`;
    const text = offlineWish({ ...options, name: long, tone: 'poetic', language: 'de', belated: true });
    expect(text).toContain('Bartholomew');
    expect(text.length).toBeLessThan(WISH_MAX_CHARS);
    const oneWord = '😀'.repeat(100);
    const short = offlineWish({ ...options, name: oneWord, tone: 'formal', age: 40 });
    expect(short.length).toBeLessThan(WISH_MAX_CHARS);
    expect(short).toContain('😀');
    expect(short).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('keeps "$&" in a name as typed', () => {
    expect(offlineWish({ ...options, name: 'A$&B' })).toContain('A$&B');
  });
});
