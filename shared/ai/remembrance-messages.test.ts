import { LANGUAGES, WISH_MAX_CHARS } from '@shared/schemas/ai';
import { describe, expect, it } from 'vitest';
import { celebrates } from './celebration-words';
import { offlineWish, offlineWishes, WISH_TEMPLATES } from './wish-templates';

const remembrance = { tone: 'remembrance', category: 'family', belated: false } as const;

describe("a remembrance's built-in messages", () => {
  it.each([
    ['en', 'Thinking of you today, 5 years since we lost Grandpa Joe. 🤍'],
    ['es', 'Hoy se cumplen 5 años sin Grandpa Joe. Pienso mucho en ti. 🤍'],
    ['fr', "Je pense à toi aujourd'hui : déjà 5 ans sans Grandpa Joe. 🤍"],
    ['de', 'Ich denke heute an dich: 5 Jahre ist es her, dass wir Grandpa Joe verloren haben. 🤍'],
    ['it', 'Oggi penso a te: 5 anni senza Grandpa Joe. 🤍'],
    ['tr', 'Bugün seni düşünüyorum; Grandpa Joe aramızdan ayrılalı 5 yıl oldu. 🤍'],
  ] as const)('count the years since in %s', (language, sentence) => {
    expect(offlineWishes({ ...remembrance, language, name: 'Grandpa Joe', age: 5 })).toContain(sentence);
  });

  it('say one year in the singular', () => {
    const one = (language: (typeof LANGUAGES)[number]) =>
      offlineWishes({ ...remembrance, language, name: 'Joe', age: 1 });
    expect(one('en')).toContain('1 year without Joe, and still so missed. Sending you a warm hug.');
    expect(one('de')).toContain(
      'Joe bleibt in unseren Herzen, auch heute, 1 Jahr danach. Ich denke an dich.',
    );
    expect(one('it')).toContain('Joe resta nei nostri cuori, anche a 1 anno di distanza. Penso a te.');
  });

  it('count nothing when the year is unknown, or a few days after the day', () => {
    const unknown = offlineWishes({ ...remembrance, language: 'en', name: 'Joe', age: null });
    expect(unknown).toHaveLength(6);
    expect(unknown).toContain('Sending you warmth on this day. Joe is not forgotten. 🤍');
    const late = offlineWishes({ ...remembrance, belated: true, language: 'es', name: 'Joe', age: 5 });
    expect(late).toEqual([
      'Sé que el día ya pasó, pero he estado pensando en ti y en Joe. 🤍',
      'Estos días he tenido muy presente a Joe, y a ti también. Te mando mucho cariño.',
      'Con unos días de retraso, quería decirte que recordé a Joe contigo. 🕯️',
      'Pienso en ti estos días en que recuerdas a Joe. Aquí estoy para lo que necesites.',
    ]);
  });

  it('ignore the category: a remembrance has no wishes of its own per relationship', () => {
    const work = offlineWishes({ ...remembrance, category: 'work', language: 'fr', name: 'Joe', age: null });
    expect(work).toEqual(offlineWishes({ ...remembrance, language: 'fr', name: 'Joe', age: null }));
  });

  for (const language of LANGUAGES) {
    it(`${language}: 6 for the day, 3 with the years, 4 for later; each names the person once and never celebrates`, () => {
      const set = WISH_TEMPLATES[language].remembrance;
      expect([set.any.length, set.years.length, set.belated.length]).toEqual([6, 3, 4]);
      for (const template of [...set.any, ...set.years, ...set.belated]) {
        expect(template.split('{name}')).toHaveLength(2);
        expect(celebrates(template), template).toBe(false);
      }
      for (const template of set.years) expect(template).toContain('{years}');
      for (const belated of [false, true]) {
        for (const name of ['Jo', 'Grandpa Joe', 'A'.repeat(200)]) {
          const all = offlineWishes({ ...remembrance, belated, language, name, age: 95 });
          for (const text of all) expect(text.length).toBeLessThan(WISH_MAX_CHARS);
        }
      }
    });
  }

  it('never give back the message on screen while another exists', () => {
    const options = { ...remembrance, language: 'tr', name: 'Joe', age: 5 } as const;
    for (const previous of offlineWishes(options)) {
      for (let i = 0; i < 20; i++) expect(offlineWish(options, previous)).not.toBe(previous);
    }
  });
});

describe('a message that celebrates', () => {
  it.each([
    'Happy memories today',
    'Wishing you the HAPPIEST day',
    'Congratulations on',
    'Feliz día',
    'Muchas felicidades',
    'Joyeux souvenir',
    'Félicitations',
    'Alles Gute',
    'Herzlichen Glückwunsch',
    'Buon compleanno',
    'Tanti auguri',
    'Mutlu anılar',
    'Tebrikler',
    'Remembering Joe 🎂',
    'Remembering Joe 🎈',
  ])('is caught: %s', (text) => {
    expect(celebrates(text)).toBe(true);
  });

  it.each([
    'Thinking of you today',
    // A memorial service: the word only ends in 'Feier'.
    'Wir sehen uns bei der Gedenkfeier für Joe.',
    'Unhappy', // a word that only contains one
  ])('is not this: %s', (text) => {
    expect(celebrates(text)).toBe(false);
  });
});
