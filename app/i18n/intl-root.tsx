import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shared/i18n/locales';
import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { useAccountLocale } from './account-locale';
import { useLocale } from './locale-store';
import { setSpecTexts } from './spec-text';

type Catalog = Record<string, string>;
// One chunk per language, loaded when chosen: English is the code's own text and loads nothing.
const catalogs = import.meta.glob<Catalog>(
  ['../../shared/i18n/catalogs/*.json', '!../../shared/i18n/catalogs/en.json'],
  {
    import: 'default',
  },
);
async function loadCatalog(locale: Locale) {
  const [catalog, { specTranslator }] = await Promise.all([
    catalogs[`../../shared/i18n/catalogs/${locale}.json`]?.() ?? Promise.resolve({}),
    import('@shared/i18n/spec-translator'),
  ]);
  return { catalog, specTexts: specTranslator(locale, catalog) };
}
const ENGLISH = { catalog: {}, specTexts: (text: string) => text };

/** Every screen's messages in the chosen language, and the page's `lang` and reading direction. */
export function IntlRoot({ children }: { children: ReactNode }) {
  useAccountLocale();
  const locale = useLocale();
  const [shown, setShown] = useState<{ locale: Locale; messages: Catalog } | null>(
    locale === DEFAULT_LOCALE ? { locale, messages: {} } : null,
  );
  useEffect(() => {
    let current = true;
    const loading = locale === DEFAULT_LOCALE ? Promise.resolve(ENGLISH) : loadCatalog(locale);
    // A catalog that fails to load (offline on a first switch) leaves the screens as they were.
    loading.then(
      ({ catalog, specTexts }) => {
        if (!current) return;
        setSpecTexts(specTexts);
        setShown({ locale, messages: catalog });
      },
      () => {
        if (current) setShown((s) => s ?? { locale: DEFAULT_LOCALE, messages: {} });
      },
    );
    return () => {
      current = false;
    };
  }, [locale]);
  useEffect(() => {
    if (!shown) return;
    document.documentElement.lang = shown.locale;
    document.documentElement.dir = LOCALES[shown.locale].dir;
  }, [shown]);
  if (!shown) return null;
  return (
    <IntlProvider locale={shown.locale} defaultLocale={DEFAULT_LOCALE} messages={shown.messages}>
      {children}
    </IntlProvider>
  );
}
