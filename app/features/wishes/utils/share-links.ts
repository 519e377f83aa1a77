/** The person a wish goes to: name, and phone with its country code when known. */
export type WishRecipient = { name: string; phoneNumber: string | null; countryCode: string | null };

/** The international number in digits only ('+1 (201) 555-0123' → '12015550123'), or null without a phone. */
export function phoneDigits({ phoneNumber, countryCode }: WishRecipient): string | null {
  if (!phoneNumber) return null;
  return `${countryCode ?? '+1'}${phoneNumber}`.replace(/\D/g, '');
}

// Spec §7 'Share links': an SMS link, a wa.me link with the text, a Telegram share link.
export const smsLink = (digits: string, text: string) => `sms:+${digits}?body=${encodeURIComponent(text)}`;
export const whatsAppLink = (digits: string, text: string) =>
  `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
// Telegram's documented share link is https://t.me/share/url?url={url}&text={text}
// (core.telegram.org/widgets/share): the message goes in `text`; `url` is required (Telegram Desktop
// ignores a link without one) and is shown as a link, so it is Cakeday's own address.
export const telegramLink = (text: string, appUrl: string) =>
  `https://t.me/share/url?url=${encodeURIComponent(appUrl)}&text=${encodeURIComponent(text)}`;
