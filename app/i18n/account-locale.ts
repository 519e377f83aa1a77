import { updateMe, useMe } from '@app/lib/session';
import type { Locale } from '@shared/i18n/locales';
import { useEffect } from 'react';
import { currentLocale, showIn } from './locale-store';

/** Keeps the language on the account, for every device and for what the server sends. */
export async function saveLocale(locale: Locale) {
  // The API client (and the sentences of its errors) stays out of the first page's chunk.
  const { api } = await import('@app/lib/api-client');
  await api('/locale', { method: 'PUT', body: { locale } });
  updateMe((me) => ({ ...me, locale }));
}

/**
 * A signed-in account's language wins over this browser's; an account that never chose one takes
 * the language its user is reading now, so reminders come in it too.
 */
export function useAccountLocale() {
  const me = useMe();
  const signedIn = me !== null;
  const chosen = me?.locale ?? null;
  useEffect(() => {
    if (!signedIn) return;
    if (chosen) showIn(chosen);
    else void saveLocale(currentLocale()).catch(() => {});
  }, [signedIn, chosen]);
}
