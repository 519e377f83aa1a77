import type { Birthday } from '@shared/schemas/birthday';

// Kept in step with app/sw.ts, which keeps the copy each time a signed-in user's list loads.
const OFFLINE_CACHE = 'cakeday-offline';
const LIST_URL = '/api/birthdays';
const KEPT_AT_HEADER = 'x-cakeday-kept-at';

/** The last birthday list this browser loaded for the signed-in user, and when (null: unknown). */
export type OfflineCopy = { birthdays: Birthday[]; keptAt: Date | null };

/** The kept list, or null when there is none (never signed in here, signed out, no worker). */
export async function readOfflineCopy(): Promise<OfflineCopy | null> {
  try {
    const kept = await caches.match(LIST_URL, { cacheName: OFFLINE_CACHE });
    if (!kept) return null;
    const birthdays: unknown = await kept.json();
    if (!Array.isArray(birthdays)) return null;
    const keptAt = new Date(Number(kept.headers.get(KEPT_AT_HEADER)));
    return { birthdays: birthdays as Birthday[], keptAt: Number.isNaN(keptAt.getTime()) ? null : keptAt };
  } catch {
    // No Cache Storage here (an insecure origin, a private window): there is no copy.
    return null;
  }
}

/** Drops the kept list: whoever signs in next on this browser never sees it. */
export function clearOfflineCopy() {
  if (typeof caches === 'undefined') return;
  void caches.delete(OFFLINE_CACHE).catch(() => {});
}
