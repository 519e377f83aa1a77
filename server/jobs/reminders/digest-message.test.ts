import { describe, expect, it } from 'vitest';
import { digestMessage } from './digest-message';
import { ageAt } from './reminder-message';

const url = 'https://cake.example';
const entry = (name: string, occurrence: string, year: number | null) => {
  const [, month, day] = occurrence.split('-').map(Number);
  const kept = { calendar: 'gregory', month: month!, leap: false, day: day!, year } as const;
  return { id: name, name, month: month!, day: day!, occurrence, age: ageAt(kept, occurrence) };
};
const week = [entry('Ada', '2026-12-03', 1990), entry('Alan', '2026-12-05', null)];

describe('digestMessage', () => {
  it('titles the week and lists each birthday with its day and the age when known', () => {
    const message = digestMessage({ kind: 'weekly', periodStart: '2026-12-01', entries: week }, 'en', url);
    expect(message.title).toBe('Birthdays this week');
    expect(message.body).toBe(
      'Ada: December 3rd, turns 36\nAlan: December 5th\nOpen Cakeday to send your wishes.',
    );
    expect(message.sms).toBe(
      'Cakeday: Birthdays this week\nAda: December 3rd, turns 36\nAlan: December 5th\nhttps://cake.example/',
    );
    expect(message.url).toBe('https://cake.example/');
  });

  it('names the month in each of the six message languages', () => {
    const month = (language: Parameters<typeof digestMessage>[1]) =>
      digestMessage({ kind: 'monthly', periodStart: '2026-12-01', entries: week }, language, url);
    expect(month('en').title).toBe('Birthdays in December');
    expect(month('de').title).toBe('Geburtstage im Dezember');
    expect(month('fr').title).toBe('Anniversaires en décembre');
    expect(month('es').title).toBe('Cumpleaños en diciembre');
    expect(month('it').title).toBe('Compleanni a dicembre');
    expect(month('tr').title).toBe('Aralık ayındaki doğum günleri');
    expect(month('de').body.split('\n')[0]).toBe('Ada: 3. Dezember, wird 36');
    expect(month('fr').body.split('\n')[0]).toBe('Ada: 3 décembre, aura 36 ans');
    expect(month('es').body.split('\n')[0]).toBe('Ada: 3 de diciembre, cumple 36 años');
    expect(month('it').body.split('\n')[0]).toBe('Ada: 3 dicembre, compie 36 anni');
    expect(month('tr').body.split('\n')[0]).toBe('Ada: 3 Aralık, 36 yaşına giriyor');
  });

  it('names the month in the five other languages of the screens, in the Gregorian calendar', () => {
    const month = (language: Parameters<typeof digestMessage>[1]) =>
      digestMessage({ kind: 'monthly', periodStart: '2026-12-01', entries: week }, language, url);
    expect(month('zh-CN').title).toBe('十二月的生日');
    expect(month('ko').title).toBe('12월 생일');
    expect(month('he').title).toBe('ימי הולדת בדצמבר');
    expect(month('ar').title).toBe('أعياد الميلاد في ديسمبر');
    expect(month('fa').title).toBe('تولدهای دسامبر');
    expect(month('zh-CN').body.split('\n')[0]).toBe('Ada: 12月3日, 满36岁');
    expect(month('ko').body.split('\n')[0]).toBe('Ada: 12월 3일, 36번째 생일');
    expect(month('he').body.split('\n')[0]).toBe('Ada: 3 בדצמבר, יום הולדת 36');
    expect(month('ar').body.split('\n')[0]).toBe('Ada: 3 ديسمبر, عيد الميلاد الـ36');
    expect(month('fa').body.split('\n')[0]).toBe('Ada: ۳ دسامبر, تولد ۳۶ سالگی');
  });

  it('leaves the age out when the birth year is unknown or not before the occurrence', () => {
    const dec3 = (year: number | null) => ({ calendar: 'gregory', month: 12, day: 3, year }) as const;
    expect(ageAt(dec3(null), '2026-12-03')).toBeNull();
    expect(ageAt(dec3(2026), '2026-12-03')).toBeNull();
    expect(ageAt(dec3(2025), '2026-12-03')).toBe(1);
    // Feb 29 in a common year: celebrated on Feb 28, the age still counts from the birth year.
    expect(ageAt({ calendar: 'gregory', month: 2, day: 29, year: 2000 }, '2027-02-28')).toBe(27);
  });

  it('fits a long period into what every channel carries, saying how many more there are', () => {
    // 300 birthdays with names of the longest kind allowed (100 characters, emoji included).
    const name = (i: number) => `${'🎂'.repeat(20)}${String(i).padStart(3, '0')}${'x'.repeat(57)}`;
    const entries = Array.from({ length: 300 }, (_, i) => entry(name(i), '2026-12-03', 1990));
    expect([...entries[0]!.name].length).toBe(80);
    const message = digestMessage({ kind: 'monthly', periodStart: '2026-12-01', entries }, 'en', url);
    // Push payloads carry about 4 KB in all, ntfy messages 4,096 bytes, Telegram 4,096 characters,
    // an SMS of ours 1,600 characters.
    expect(new TextEncoder().encode(message.body).length).toBeLessThanOrEqual(2000);
    expect(message.sms.length).toBeLessThanOrEqual(1600);
    const bodyLines = message.body.split('\n');
    expect(bodyLines.at(-1)).toBe('Open Cakeday to send your wishes.');
    const shown = bodyLines.filter((l) => l.startsWith('🎂')).length;
    expect(shown).toBeGreaterThan(5);
    expect(bodyLines.at(-2)).toBe(`…and ${300 - shown} more`);
    const smsLines = message.sms.split('\n');
    expect(smsLines.at(-1)).toBe('https://cake.example/');
    const smsShown = smsLines.filter((l) => l.startsWith('🎂')).length;
    expect(smsLines.at(-2)).toBe(`…and ${300 - smsShown} more`);
    // A short period is listed whole, with no such line.
    const short = digestMessage(
      { kind: 'weekly', periodStart: '2026-12-01', entries: entries.slice(0, 3) },
      'de',
      url,
    );
    expect(short.body.split('\n')).toHaveLength(4);
    const german = digestMessage({ kind: 'monthly', periodStart: '2026-12-01', entries }, 'de', url);
    expect(german.body.split('\n').at(-2)).toMatch(/^…und \d+ weitere$/);
  });
});
