import type { Outbound } from '@server/providers/outbound';
import { OutboundRefused } from '@server/providers/outbound';
import { ADDRESS_BOOK_TEXT } from '@shared/address-books';
import {
  addressBookQuery,
  type DAVAccount,
  type DAVAddressBook,
  fetchAddressBooks,
  fetchHomeUrl,
  fetchPrincipalUrl,
  fetchVCards,
  serviceDiscovery,
  syncCollection,
} from 'tsdav';

/** A sync or connect that failed, with the sentence the user reads (never the server's own words). */
export class CardDavError extends Error {
  constructor(
    readonly userMessage: string,
    /** Our sentence's kind, for the logs: never a URL or credentials. */
    readonly kind: 'refused' | 'unreachable' | 'not_allowed' | 'not_found' | 'broken',
  ) {
    super(`carddav ${kind}`);
  }
}

const TIMEOUT_MS = 20_000;
// A book of 5,000 contacts with their photos, in one answer, with room to spare; past it, not a CardDAV answer we can use.
const MAX_REPLY_BYTES = 256 * 1024 * 1024;

/**
 * tsdav's requests through the webhooks' outbound rules: every URL (the one given, each discovery
 * step's and redirect's) is checked before it is called (public https, or OUTBOUND_ALLOW), the
 * connection opens to the address that check found, no redirect is followed, and a 401 anywhere
 * becomes our refusal sentence.
 */
function guardedFetch(outbound: Outbound, counter: { requests: number }): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    // tsdav sends its XML as a string; anything else would be a change of tsdav's to look at.
    if (init?.body != null && typeof init.body !== 'string')
      throw new CardDavError(ADDRESS_BOOK_TEXT.broken, 'broken');
    let response: Response;
    try {
      response = await outbound.fetch(
        url,
        { method: init?.method, headers: init?.headers, body: init?.body },
        { maxBytes: MAX_REPLY_BYTES, timeoutMs: TIMEOUT_MS },
      );
    } catch (err) {
      if (err instanceof OutboundRefused) {
        throw new CardDavError(
          err.reason === 'unknown_host' ? ADDRESS_BOOK_TEXT.unreachable : ADDRESS_BOOK_TEXT.notAllowed,
          err.reason === 'unknown_host' ? 'unreachable' : 'not_allowed',
        );
      }
      counter.requests++;
      throw new CardDavError(ADDRESS_BOOK_TEXT.unreachable, 'unreachable');
    }
    counter.requests++;
    if (response.status === 401 || response.status === 403) {
      throw new CardDavError(ADDRESS_BOOK_TEXT.refused, 'refused');
    }
    if (response.status >= 500) throw new CardDavError(ADDRESS_BOOK_TEXT.unreachable, 'unreachable');
    return response;
  };
}

const asCardDavError = (err: unknown): CardDavError =>
  err instanceof CardDavError ? err : new CardDavError(ADDRESS_BOOK_TEXT.broken, 'broken');

export type Credentials = { serverUrl: string; username: string; password: string };
export type FoundBook = { url: string; name: string; supportsSync: boolean };
/** A contact as the server holds it; `data` absent when only its ETag was asked for. */
export type RemoteCard = { href: string; etag: string | null; data?: string };
export type BookChanges =
  | { kind: 'delta'; changed: RemoteCard[]; deleted: string[]; syncToken: string | null }
  | { kind: 'full'; cards: RemoteCard[]; syncToken: string | null };

const pathOf = (href: string, base: string) => {
  const url = new URL(href, base);
  return `${url.pathname}${url.search}`;
};

/** One CardDAV account, spoken to through tsdav (RFC 6764 discovery, RFC 6352, RFC 6578). */
export function cardDavClient(outbound: Outbound, { serverUrl, username, password }: Credentials) {
  const counter = { requests: 0 };
  const fetchFn = guardedFetch(outbound, counter);
  const headers = { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` };
  const common = { headers, fetch: fetchFn };

  /** The address books under the address (a host, or a URL inside the account): discovery, principal, home set. */
  async function discover(): Promise<FoundBook[]> {
    try {
      const account: DAVAccount = { serverUrl, accountType: 'carddav', credentials: { username, password } };
      account.rootUrl = await serviceDiscovery({ account, ...common });
      account.principalUrl = await fetchPrincipalUrl({ account, ...common });
      account.homeUrl = await fetchHomeUrl({ account, ...common });
      const books = await fetchAddressBooks({ account, ...common });
      if (books.length === 0) throw new CardDavError(ADDRESS_BOOK_TEXT.notFound, 'not_found');
      return books.map((b) => ({
        url: b.url,
        name: typeof b.displayName === 'string' && b.displayName ? b.displayName : 'Contacts',
        supportsSync: (b.reports ?? []).includes('syncCollection'),
      }));
    } catch (err) {
      throw asCardDavError(err);
    }
  }

  /** Every card of a book with its data (a first sync, a preview). */
  async function allCards(url: string): Promise<RemoteCard[]> {
    try {
      const cards = await fetchVCards({ addressBook: { url } as DAVAddressBook, ...common });
      return cards.map((c) => ({ href: pathOf(c.url, url), etag: c.etag ?? null, data: c.data as string }));
    } catch (err) {
      throw asCardDavError(err);
    }
  }

  /** The cards named, with their data (RFC 6352 addressbook-multiget). */
  async function cardsAt(url: string, hrefs: string[]): Promise<RemoteCard[]> {
    if (hrefs.length === 0) return [];
    try {
      const cards = await fetchVCards({
        addressBook: { url } as DAVAddressBook,
        objectUrls: hrefs,
        ...common,
      });
      return cards.map((c) => ({ href: pathOf(c.url, url), etag: c.etag ?? null, data: c.data as string }));
    } catch (err) {
      throw asCardDavError(err);
    }
  }

  /**
   * What changed in a book since `syncToken`: one sync-collection REPORT where the book offers it
   * (a token the server no longer knows starts over), else every card's ETag in one REPORT.
   */
  async function changes(book: {
    url: string;
    supportsSync: boolean;
    syncToken: string | null;
  }): Promise<BookChanges> {
    try {
      if (book.supportsSync) {
        const result = await syncCollection({
          url: book.url,
          props: { 'd:getetag': {}, 'card:address-data': {} },
          syncLevel: 1,
          syncToken: book.syncToken ?? '',
          ...common,
        });
        const token = (result[0]?.raw as { multistatus?: { syncToken?: string } } | undefined)?.multistatus
          ?.syncToken;
        const cards = result.filter((r) => r.href && pathOf(r.href, book.url) !== pathOf(book.url, book.url));
        const deleted = cards.filter((r) => r.status === 404).map((r) => pathOf(r.href!, book.url));
        const changed = cards
          .filter((r) => r.status !== 404 && r.ok)
          .map((r) => {
            const data = r.props?.addressData as unknown;
            return {
              href: pathOf(r.href!, book.url),
              etag: (r.props?.getetag as string | undefined) ?? null,
              data:
                typeof data === 'string' ? data : ((data as { _cdata?: string } | undefined)?._cdata ?? ''),
            };
          });
        if (book.syncToken === null) return { kind: 'full', cards: changed, syncToken: token ?? null };
        return { kind: 'delta', changed, deleted, syncToken: token ?? book.syncToken };
      }
      const etags = await addressBookQuery({
        url: book.url,
        props: { 'd:getetag': {} },
        depth: '1',
        ...common,
      });
      return {
        kind: 'full',
        cards: etags
          .filter((r) => r.href && pathOf(r.href, book.url) !== pathOf(book.url, book.url))
          .map((r) => ({
            href: pathOf(r.href!, book.url),
            etag: (r.props?.getetag as string | undefined) ?? null,
          })),
        syncToken: null,
      };
    } catch (err) {
      throw asCardDavError(err);
    }
  }

  return { discover, allCards, cardsAt, changes, requests: () => counter.requests };
}
