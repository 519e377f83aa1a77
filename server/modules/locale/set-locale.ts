import { users } from '@server/db/schema';
import type { Deps } from '@server/deps';
import type { Locale } from '@shared/i18n/locales';
import { eq } from 'drizzle-orm';

/** Keeps the language chosen in Settings on the account: its screens on every device, and what the server sends. */
export async function setLocale(
  deps: Pick<Deps, 'db'>,
  { userId, locale }: { userId: string; locale: Locale },
) {
  await deps.db.update(users).set({ locale }).where(eq(users.id, userId));
  return { locale };
}
