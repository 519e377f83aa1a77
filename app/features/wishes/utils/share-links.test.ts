import { describe, expect, it } from 'vitest';
import { phoneDigits, smsLink, telegramLink, whatsAppLink } from './share-links';

describe('wish share links', () => {
  const text = 'Happy birthday, Zeynep! 🎉 & more?';

  it('build the international number from country code and phone', () => {
    expect(phoneDigits({ name: 'Z', phoneNumber: '2015550123', countryCode: '+1' })).toBe('12015550123');
    expect(phoneDigits({ name: 'Z', phoneNumber: '5321234567', countryCode: '+90' })).toBe('905321234567');
    expect(phoneDigits({ name: 'Z', phoneNumber: null, countryCode: null })).toBeNull();
  });

  it('carry the text encoded, emoji and all', () => {
    expect(whatsAppLink('905321234567', text)).toBe(
      'https://wa.me/905321234567?text=Happy%20birthday%2C%20Zeynep!%20%F0%9F%8E%89%20%26%20more%3F',
    );
    expect(smsLink('12015550123', text)).toMatch(/^sms:\+12015550123\?body=Happy%20birthday/);
    expect(new URL(telegramLink(text, 'https://cakeday.example')).searchParams.get('text')).toBe(text);
  });

  it("give Telegram the wish as the share link's text and Cakeday's address as its required url", () => {
    expect(telegramLink(text, 'https://cakeday.example')).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Fcakeday.example&text=Happy%20birthday%2C%20Zeynep!%20%F0%9F%8E%89%20%26%20more%3F',
    );
  });
});
