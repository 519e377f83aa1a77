import { lazyShown } from '@app/lib/lazy-shown';
import { WISH_LINK } from '@shared/app-links';

/**
 * The addresses links from outside the app open (every reminder carries one), each with its page.
 * Signed out, such an address opens sign-in and is kept, so the signed-in app then opens its page;
 * every other address of a signed-out visitor goes home (spec §1 routes). A new deep link is one
 * entry here, for both.
 */
export const linksFromOutside = [
  { path: WISH_LINK, Page: lazyShown(() => import('./wish-link').then((m) => m.WishLinkPage)) },
];
