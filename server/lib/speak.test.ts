// No database.
import { describe, expect, it } from 'vitest';
import { requestLocale, speak } from './speak';

const asking = (acceptLanguage?: string) =>
  requestLocale({ headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } });

describe('the language a request asks for', () => {
  it('is the first one Cakeday speaks, by preference', () => {
    expect(asking('he-IL,he;q=0.9,en;q=0.8')).toBe('he');
    expect(asking('pt-BR, fr;q=0.4, de;q=0.7')).toBe('de');
    expect(asking('zh-Hans-CN')).toBe('zh-CN');
    expect(asking('fa')).toBe('fa');
  });

  it('is English for no header, `*`, nonsense or only languages Cakeday does not speak', () => {
    for (const header of [undefined, '', '*', 'pt-BR,ja;q=0.5', ';;;,,', 'de;q=0', 'x'.repeat(10_000), 'he\u0000'])
      expect(asking(header)).toBe('en');
  });
});

describe('speak', () => {
  it('says English as it is', () => {
    expect(speak('en', 'Invalid verification code. Please try again.')).toBe(
      'Invalid verification code. Please try again.',
    );
  });
});
