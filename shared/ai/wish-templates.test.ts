import { describe, expect, it } from 'vitest';
import { LANGUAGES, TONES, WISH_MAX_CHARS } from '../schemas/ai';
import { offlineWish, WISH_TEMPLATES } from './wish-templates';

const names = [
  'Ann',
  'Zeynep Yılmaz',
  'María José',
  'Jean-Baptiste Poquelin',
  '👩‍🚀 Ava',
  'Anna-Katharina von Habsburg',
];

describe('offline wishes', () => {
  for (const language of LANGUAGES) {
    for (const tone of TONES) {
      for (const belated of [false, true]) {
        it(`${language} ${tone} ${belated ? 'belated' : 'normal'}: several templates, each with the name, under 160 characters`, () => {
          const list = WISH_TEMPLATES[language][tone][belated ? 'belated' : 'normal'];
          expect(list.length).toBeGreaterThanOrEqual(3);
          expect(new Set(list).size).toBe(list.length);
          for (let i = 0; i < list.length; i++) {
            for (const name of names) {
              const text = offlineWish({ name, tone, language, belated }, () => i / list.length);
              expect(text).toContain(name);
              expect(text.length).toBeLessThan(WISH_MAX_CHARS);
              expect(text).not.toContain('{name}');
            }
          }
        });
      }
    }
  }

  it('says belated only in belated wishes (English)', () => {
    for (const tone of TONES) {
      expect(WISH_TEMPLATES.en[tone].normal.join(' ')).not.toMatch(/belated|late\b/i);
      for (const t of WISH_TEMPLATES.en[tone].belated) expect(t).toMatch(/belated|late|delay/i);
    }
  });

  it('keeps a very long name under 160 characters: its first word, or a shortened first word', () => {
    const long = `Bartholomew ${'Longname'.repeat(20)}`;
    const text = offlineWish({ name: long, tone: 'poetic', language: 'de', belated: true });
    expect(text).toContain('Bartholomew');
    expect(text.length).toBeLessThan(WISH_MAX_CHARS);
    const oneWord = '😀'.repeat(100);
    const short = offlineWish({ name: oneWord, tone: 'formal', language: 'en', belated: false });
    expect(short.length).toBeLessThan(WISH_MAX_CHARS);
    expect(short).toContain('😀');
    expect(short).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('keeps "$&" in a name as typed', () => {
    expect(offlineWish({ name: 'A$&B', tone: 'friendly', language: 'en', belated: false })).toContain('A$&B');
  });
});
