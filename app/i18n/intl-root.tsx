import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shared/i18n/locales';
import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { useAccountLocale } from './account-locale';
import { useLocale } from './locale-store';
import { setSpecCatalog } from './spec-text';

type Catalog = Record<string, string>;
// One chunk per language, loaded when chosen: English is the code's own text and loads nothing.
const catalogs = import.meta.glob<Catalog>(['./catalogs/*.json', '!./catalogs/en.json'], {
  import: 'default',
});
const loadCatalog = (locale: Locale) => catalogs[`./catalogs/${locale}.json`]?.() ?? Promise.resolve({});

/** Every screen's messages in the chosen language, and the page's `lang` and reading direction. */
export function IntlRoot({ children }: { children: ReactNode }) {
  useAccountLocale();
  const locale = useLocale();
  const [shown, setShown] = useState<{ locale: Locale; messages: Catalog } | null>(
    locale === DEFAULT_LOCALE ? { locale, messages: {} } : null,
  );
  useEffect(() => {
    let current = true;
    const loading = locale === DEFAULT_LOCALE ? Promise.resolve({}) : loadCatalog(locale);
    // A catalog that fails to load (offline on a first switch) leaves the screens as they were.
    loading.then(
      (messages) => {
        if (!current) return;
        setSpecCatalog(messages);
        setShown({ locale, messages });
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
