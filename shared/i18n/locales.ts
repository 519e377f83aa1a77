/**
 * The languages Cakeday's screens speak (issue 40). English is the spec's own text; the others
 * are catalogs in shared/i18n/catalogs/. `dir` sets the page's reading direction.
 */
export const LOCALES = {
  en: { name: 'English', dir: 'ltr' },
  es: { name: 'Español', dir: 'ltr' },
  fr: { name: 'Français', dir: 'ltr' },
  de: { name: 'Deutsch', dir: 'ltr' },
  it: { name: 'Italiano', dir: 'ltr' },
  tr: { name: 'Türkçe', dir: 'ltr' },
  'zh-CN': { name: '简体中文', dir: 'ltr' },
  ko: { name: '한국어', dir: 'ltr' },
  he: { name: 'עברית', dir: 'rtl' },
  ar: { name: 'العربية', dir: 'rtl' },
  fa: { name: 'فارسی', dir: 'rtl' },
} as const satisfies Record<string, { name: string; dir: 'ltr' | 'rtl' }>;

export type Locale = keyof typeof LOCALES;
export const LOCALE_IDS = Object.keys(LOCALES) as [Locale, ...Locale[]];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * The first of the browser's languages (navigator.languages, or an Accept-Language list) that
 * Cakeday speaks: an exact tag first, else its language alone ('de-AT' → 'de'; any Chinese but
 * Traditional → 'zh-CN'); English when none matches.
 */
export function matchLocale(wanted: readonly string[]): Locale {
  for (const tag of wanted) {
    let parsed: Intl.Locale;
    try {
      parsed = new Intl.Locale(tag.trim());
    } catch {
      continue;
    }
    if (parsed.language === 'zh') {
      const traditional = parsed.maximize().script === 'Hant';
      if (!traditional) return 'zh-CN';
      continue;
    }
    if (parsed.language in LOCALES) return parsed.language as Locale;
  }
  return DEFAULT_LOCALE;
}
