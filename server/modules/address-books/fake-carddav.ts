import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A CardDAV server in memory on loopback, for the bench's 10 × 5,000 contacts: Radicale's answers
 * grow with the square of a book's cards (docs/performance.md), this one's with their number. It
 * speaks what a sync asks (RFC 6764 discovery, RFC 6352 PROPFIND of principal, home set and books,
 * RFC 6578 sync-collection with address data) and answers anything else 501, so a change in what
 * the client sends shows up as a failed bench rather than a silent one.
 */
export async function startFakeCardDav({ user = 'ann', password = 'app-password-1' } = {}) {
  type Card = { etag: string; data: string; version: number };
  type Book = { displayName: string; cards: Map<string, Card> };
  const books = new Map<string, Book>();
  let version = 0;
  const expected = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  const home = `/dav/${user}/`;
  const principal = `/dav/principals/${user}/`;
  const tokenOf = (v: number) => `urn:cakeday-fake:sync:${v}`;
  const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const response = (href: string, props: string) =>
    `<d:response><d:href>${href}</d:href><d:propstat><d:prop>${props}</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`;
  const multistatus = (body: string) =>
    `<?xml version="1.0" encoding="utf-8"?><d:multistatus xmlns:d="DAV:" xmlns:card="urn:ietf:params:xml:ns:carddav" xmlns:cs="http://calendarserver.org/ns/">${body}</d:multistatus>`;
  const bookState = (name: string) => {
    const book = books.get(name)!;
    const latest = Math.max(0, ...[...book.cards.values()].map((c) => c.version));
    return tokenOf(latest);
  };

  function propfind(path: string, depth: string): string | undefined {
    if (path === '/dav/') {
      return multistatus(
        response(path, `<d:current-user-principal><d:href>${principal}</d:href></d:current-user-principal>`),
      );
    }
    if (path === principal) {
      return multistatus(
        response(path, `<card:addressbook-home-set><d:href>${home}</d:href></card:addressbook-home-set>`),
      );
    }
    if (path === home) {
      const self = response(path, '<d:resourcetype><d:collection/></d:resourcetype>');
      if (depth === '0') return multistatus(self);
      const listed = [...books].map(([name, book]) => {
        const token = bookState(name);
        return response(
          `${home}${name}/`,
          `<d:displayname>${escapeXml(book.displayName)}</d:displayname><cs:getctag>${token}</cs:getctag><d:sync-token>${token}</d:sync-token><d:resourcetype><d:collection/><card:addressbook/></d:resourcetype>`,
        );
      });
      return multistatus(self + listed.join(''));
    }
    const name = path.startsWith(home) ? path.slice(home.length).replace(/\/$/, '') : '';
    if (books.has(name) && depth === '0') {
      const reports = ['d:sync-collection', 'card:addressbook-multiget', 'card:addressbook-query']
        .map((r) => `<d:supported-report><d:report><${r}/></d:report></d:supported-report>`)
        .join('');
      return multistatus(response(path, `<d:supported-report-set>${reports}</d:supported-report-set>`));
    }
    return undefined;
  }

  /** RFC 6578: every card changed since the token (all of them for an empty one); the bench deletes none. */
  function syncReport(path: string, body: string): string | undefined {
    const name = path.startsWith(home) ? path.slice(home.length).replace(/\/$/, '') : '';
    const book = books.get(name);
    if (!book || !/sync-collection/.test(body)) return undefined;
    const token = /<[a-z]*:?sync-token>([^<]*)</.exec(body)?.[1]?.trim() ?? '';
    const since = token === '' ? 0 : Number(/^urn:cakeday-fake:sync:(\d+)$/.exec(token)?.[1] ?? Number.NaN);
    if (Number.isNaN(since)) return undefined;
    const changed = [...book.cards]
      .filter(([, c]) => c.version > since)
      .map(([href, c]) =>
        response(
          `${path}${href}`,
          `<d:getetag>${escapeXml(c.etag)}</d:getetag><card:address-data>${escapeXml(c.data)}</card:address-data>`,
        ),
      );
    return multistatus(`${changed.join('')}<d:sync-token>${bookState(name)}</d:sync-token>`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    if (path === '/.well-known/carddav') {
      res.writeHead(301, { location: '/dav/' }).end();
      return;
    }
    if (req.headers.authorization !== expected) {
      res.writeHead(401, { 'www-authenticate': 'Basic realm="fake"' }).end();
      return;
    }
    const answer =
      req.method === 'PROPFIND'
        ? propfind(path, String(req.headers.depth ?? '0'))
        : req.method === 'REPORT'
          ? syncReport(path, body)
          : undefined;
    if (answer === undefined) {
      res.writeHead(501).end();
      return;
    }
    res
      .writeHead(207, {
        'content-type': 'application/xml; charset=utf-8',
        'content-length': Buffer.byteLength(answer),
      })
      .end(answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    user,
    password,
    makeBook(name: string, displayName = name) {
      books.set(name, { displayName, cards: new Map() });
    },
    /** A phone saving a contact: a new version, a new ETag. */
    put(book: string, file: string, vcard: string) {
      version++;
      books.get(book)!.cards.set(file, { etag: `"${version}"`, data: vcard, version });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
