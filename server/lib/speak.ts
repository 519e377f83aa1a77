import type { IncomingHttpHeaders } from 'node:http';
import ar from '@shared/i18n/catalogs/ar.json';
import de from '@shared/i18n/catalogs/de.json';
import es from '@shared/i18n/catalogs/es.json';
import fa from '@shared/i18n/catalogs/fa.json';
import fr from '@shared/i18n/catalogs/fr.json';
import he from '@shared/i18n/catalogs/he.json';
import it from '@shared/i18n/catalogs/it.json';
import ko from '@shared/i18n/catalogs/ko.json';
import tr from '@shared/i18n/catalogs/tr.json';
import zhCN from '@shared/i18n/catalogs/zh-CN.json';
import { type Locale, matchLocale } from '@shared/i18n/locales';
import { specTranslator } from '@shared/i18n/spec-translator';
import { IntlMessageFormat } from 'intl-messageformat';

// What the server says in words (an API error, a sign-in code's text and email) is the spec's
// English, said in the reader's language through the app's own catalogs (shared/i18n/catalogs).
const CATALOGS: Record<Exclude<Locale, 'en'>, Record<string, string>> = {
  es,
  fr,
  de,
  it,
  tr,
  'zh-CN': zhCN,
  ko,
  he,
  ar,
  fa,
};
const translators = new Map<Locale, (text: string) => string>();

/** One of the spec's English texts (shared/messages.ts) in `locale`; any other text as it is. */
export function speak(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  let translate = translators.get(locale);
  if (!translate) {
    translate = specTranslator(locale, CATALOGS[locale]);
    translators.set(locale, translate);
  }
  return translate(text);
}

/** A catalog message of the app in `locale` (another language than English), formatted with `values`. */
export function catalogMessage(
  locale: Exclude<Locale, 'en'>,
  id: string,
  values: Record<string, string | number>,
) {
  return String(new IntlMessageFormat(CATALOGS[locale][id] ?? id, locale).format(values));
}

/**
 * The language a request asks for (its Accept-Language, the app sends the one its reader chose), by
 * preference; English for none, `*` or only languages Cakeday does not speak.
 */
export function requestLocale({ headers }: { headers: IncomingHttpHeaders }): Locale {
  const wanted = (headers['accept-language'] ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return matchLocale(wanted.map(({ tag }) => tag));
}
