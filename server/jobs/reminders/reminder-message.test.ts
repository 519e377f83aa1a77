import { describe, expect, it } from 'vitest';
import { reminderMessage } from './reminder-message';

const ada = { birthdayId: 'b1', name: 'Ada', occurrence: '2026-11-23' };
const adaKept = { calendar: 'gregory', month: 11, leap: false, day: 23 } as const;
const url = 'https://cake.example';
const title = (
  daysAhead: number,
  year: number | null,
  language: Parameters<typeof reminderMessage>[2]['language'],
) => reminderMessage(ada, daysAhead, { ...adaKept, year, language }, url).title;

describe('reminderMessage', () => {
  it('says who and when in English, with the age when the year is known', () => {
    expect(title(0, null, 'en')).toBe("Ada's birthday is today");
    expect(title(1, null, 'en')).toBe("Ada's birthday is tomorrow");
    expect(title(3, null, 'en')).toBe("Ada's birthday is in 3 days");
    expect(title(60, null, 'en')).toBe("Ada's birthday is in 60 days");
    expect(title(0, 1990, 'en')).toBe('Ada turns 36 today');
    expect(title(7, 1990, 'en')).toBe('Ada turns 36 in 7 days');
    expect(title(1, 2025, 'en')).toBe('Ada turns 1 tomorrow');
  });

  it('leaves the age out when the year lies on or after the occurrence (no "turns 0")', () => {
    expect(title(1, 2026, 'en')).toBe("Ada's birthday is tomorrow");
    expect(title(1, 2030, 'en')).toBe("Ada's birthday is tomorrow");
  });

  it('speaks the six message languages, with their plural forms for years and days', () => {
    expect(title(1, 2025, 'de')).toBe('Ada wird morgen 1');
    expect(title(3, null, 'de')).toBe('Ada hat in 3 Tagen Geburtstag');
    expect(title(0, 1990, 'de')).toBe('Ada wird heute 36');
    expect(title(1, 2025, 'fr')).toBe('Ada aura 1 an demain');
    expect(title(2, 1990, 'fr')).toBe('Ada aura 36 ans dans 2 jours');
    expect(title(0, 1990, 'fr')).toBe("Ada a 36 ans aujourd'hui");
    expect(title(0, null, 'fr')).toBe("Ada fête son anniversaire aujourd'hui");
    expect(title(1, 2025, 'es')).toBe('Ada cumple 1 año mañana');
    expect(title(5, 1990, 'es')).toBe('Ada cumple 36 años dentro de 5 días');
    expect(title(0, null, 'es')).toBe('Ada cumple años hoy');
    expect(title(1, 2025, 'it')).toBe('Ada compie 1 anno domani');
    expect(title(10, 1990, 'it')).toBe('Ada compie 36 anni tra 10 giorni');
    expect(title(0, null, 'it')).toBe('Ada compie gli anni oggi');
    expect(title(1, 2025, 'tr')).toBe('Ada yarın 1 yaşına giriyor');
    expect(title(3, 1990, 'tr')).toBe('Ada 3 gün sonra 36 yaşına giriyor');
    expect(title(0, null, 'tr')).toBe('Ada bugün doğum gününü kutluyor');
  });

  it('links to the person’s wish, and gives each channel its text', () => {
    const m = reminderMessage(ada, 1, { ...adaKept, year: 1990, language: 'en' }, url);
    expect(m.url).toBe('https://cake.example/wish/b1');
    expect(m.body).toBe('November 23rd. Open Cakeday to send your wishes.');
    expect(m.sms).toBe('Cakeday: Ada turns 36 tomorrow (November 23rd). https://cake.example/wish/b1');
    expect(m).toMatchObject({ daysAhead: 1, age: 36, language: 'en' });
    const de = reminderMessage(ada, 1, { ...adaKept, year: null, language: 'de' }, url);
    expect(de.body).toBe('23. November. Öffne Cakeday, um deine Glückwünsche zu senden.');
    expect(de.age).toBeNull();
  });

  it('names the day in the message language', () => {
    const body = (language: 'fr' | 'es' | 'it' | 'tr') =>
      reminderMessage(ada, 1, { ...adaKept, year: null, language }, url).body;
    expect(body('fr')).toBe('23 novembre. Ouvrez Cakeday pour envoyer vos vœux.');
    expect(body('es')).toBe('23 de noviembre. Abre Cakeday para enviar tus felicitaciones.');
    expect(body('it')).toBe('23 novembre. Apri Cakeday per inviare i tuoi auguri.');
    expect(body('tr')).toBe("23 Kasım. Tebriklerini göndermek için Cakeday'i aç.");
  });

  it('refuses a day count the engine never makes', () => {
    expect(() => title(-1, null, 'en')).toThrow(RangeError);
    expect(() => title(1.5, null, 'en')).toThrow(RangeError);
  });
});
