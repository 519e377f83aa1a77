import { describe, expect, it } from 'vitest';
import { initial } from './text';

describe('initial', () => {
  it('is the first letter, upper case', () => {
    expect(initial('ada')).toBe('A');
    expect(initial('  grace')).toBe('G');
    expect(initial('éloïse')).toBe('É');
  });

  it('keeps an emoji whole instead of half a surrogate pair', () => {
    expect(initial('🎂 Cake')).toBe('🎂');
    expect(initial('👩🏽‍💻 Dev')).toBe('👩🏽‍💻');
    expect(initial('🇹🇷 Ayşe')).toBe('🇹🇷');
    expect(initial('🎂 Cake')).not.toContain('\uFFFD');
  });

  it('keeps a letter with a combining mark whole', () => {
    expect(initial('e\u0301mile')).toBe('E\u0301');
  });

  it('is empty for a blank name', () => {
    expect(initial('')).toBe('');
    expect(initial('   ')).toBe('');
  });
});
