import { DEFAULT_LOCALE, LOCALES, type Locale, matchLocale } from '@shared/i18n/locales';
import { useSyncExternalStore } from 'react';

// This browser's choice, before and without an account: a first visit asks the browser's languages.
const SAVED = 'cakeday-locale';

const saved = (): Locale | null => {
  try {
    const value = localStorage.getItem(SAVED);
    return value && value in LOCALES ? (value as Locale) : null;
  } catch {
    return null;
  }
};

let current: Locale = saved() ?? matchLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
const listeners = new Set<() => void>();

/** Switches every screen to `locale` and keeps it for this browser's next visit. */
export function showIn(locale: Locale) {
  try {
    localStorage.setItem(SAVED, locale);
  } catch {
    // A browser that keeps nothing still shows the language now.
  }
  if (locale === current) return;
  current = locale;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const currentLocale = () => current;

export const useLocale = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => DEFAULT_LOCALE,
  );
