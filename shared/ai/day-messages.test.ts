import { LANGUAGES, TONES, WISH_MAX_CHARS } from '@shared/schemas/ai';
import { describe, expect, it } from 'vitest';
import { offlineWish, offlineWishes, WISH_TEMPLATES } from './wish-templates';

// An anniversary's and a named day's built-in messages: never a birthday's.
const BIRTHDAY_WORDS = /birthday|cumpleaños|geburtstag|compleanno|doğum gün|\{age\}|\{ordinal\}/i;
const day = { tone: 'friendly', category: 'family', belated: false, age: null } as const;

describe("an anniversary's built-in messages", () => {
  it.each([
    ['en', "10 years together, Ann & Bob! 🥂 Happy anniversary, and here's to many more."],
    ['es', '¡10 años juntos, Ann & Bob! 🥂 Feliz aniversario, y por muchos más.'],
    ['fr', '10 ans ensemble, Ann & Bob ! 🥂 Joyeux anniversaire, et à toutes les années à venir.'],
    ['de', '10 Jahre gemeinsam, Ann & Bob! 🥂 Alles Gute zum Jahrestag und auf viele weitere.'],
    ['it', '10 anni insieme, Ann & Bob! 🥂 Buon anniversario, e a tanti altri ancora.'],
    ['tr', 'Birlikte 10 yıl, Ann & Bob! 🥂 Yıl dönümünüz kutlu olsun, nice yıllara.'],
  ] as const)('count the years together in %s', (language, sentence) => {
    expect(offlineWishes({ ...day, kind: 'anniversary', language, name: 'Ann & Bob', age: 10 })).toContain(
      sentence,
    );
  });

  it('are the same in every tone, and late ones a few days after', () => {
    const friendly = offlineWishes({ ...day, kind: 'anniversary', language: 'en', name: 'Ann & Bob' });
    for (const tone of TONES)
      expect(offlineWishes({ ...day, tone, kind: 'anniversary', language: 'en', name: 'Ann & Bob' })).toEqual(
        friendly,
      );
    expect(
      offlineWishes({
        ...day,
        belated: true,
        kind: 'anniversary',
        language: 'it',
        name: 'Ann & Bob',
        age: 3,
      }),
    ).toContain('In ritardo ma di cuore: buon anniversario, Ann & Bob! ❤️');
  });
});

describe("a named day's built-in messages", () => {
  it.each([
    ['en', 'Name day: all my best wishes, Maria! 🌟 Enjoy your special day.', 'Name day'],
    ['es', 'Santo: ¡muchas felicidades, Maria! 🌟 Disfruta de tu día.', 'Santo'],
    ['fr', 'Fête : tous mes vœux, Maria ! 🌟 Profite bien de cette journée.', 'Fête'],
    ['de', 'Namenstag: Alles Gute für dich, Maria! 🌟 Genieß deinen besonderen Tag.', 'Namenstag'],
    ['it', 'Onomastico: tanti auguri, Maria! 🌟 Goditi questa giornata speciale.', 'Onomastico'],
    ['tr', 'İsim günü: En iyi dileklerimle, Maria! 🌟 Bu özel günün tadını çıkar.', 'İsim günü'],
  ] as const)('say the label as the user wrote it in %s', (language, sentence, label) => {
    expect(offlineWishes({ ...day, kind: 'other', label, language, name: 'Maria' })).toContain(sentence);
  });

  it('count the years once the first year is known', () => {
    expect(
      offlineWishes({ ...day, kind: 'other', label: 'Sobriety date', language: 'en', name: 'Sam', age: 3 }),
    ).toContain("Sobriety date: 3 years! 🎉 Congratulations, Sam, and here's to many more.");
  });
});

for (const language of LANGUAGES) {
  it(`${language}: anniversary and named-day messages name the person once, never a birthday, under 160 characters`, () => {
    for (const kind of ['anniversary', 'other'] as const) {
      const set = WISH_TEMPLATES[language][kind];
      for (const template of [...set.any, ...set.years, ...set.belated]) {
        expect(template.split('{name}')).toHaveLength(2);
        expect(template).not.toMatch(BIRTHDAY_WORDS);
        if (kind === 'other') expect(template.split('{label}')).toHaveLength(2);
      }
      for (const template of set.years) expect(template).toContain('{years}');
      for (const belated of [false, true]) {
        for (const name of ['Jo', 'Ann & Bob', 'A'.repeat(200)]) {
          const options = { ...day, belated, kind, language, name, age: 95, label: 'L'.repeat(40) };
          const all = offlineWishes(options);
          expect(all.length).toBeGreaterThanOrEqual(2);
          for (const text of all) {
            expect(text.length).toBeLessThan(WISH_MAX_CHARS);
            expect(text).toContain(name.length > 30 ? 'AAAA' : name);
          }
          expect(offlineWish(options, all[0])).not.toBe(all[0]);
        }
      }
    }
  });
}
