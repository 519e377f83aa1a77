// CardDAV sync (issue 38): `npm run bench -- address-books`. One user with 10 connected address
// books of 5,000 contacts each, synced as the worker syncs them (claim, then syncClaimed) in the
// app's own process (createTestServer):
// - the first sync (budget 30 s): one sync-collection REPORT per book, every card read, 45,000 birthdays added;
// - an unchanged sync (budget one REPORT per book);
// - a sync after one card changed on the server.
// The server is the in-memory fake CardDAV server by default (BENCH_CARDDAV=fake), whose answers
// cost their size, so the figures are ours; BENCH_CARDDAV=radicale runs Debian's Radicale instead
// (10 × 500 by default: its answers grow with the square of a book's cards, docs/performance.md),
// its storage filled on disk and its item cache warmed by one PROPFIND per book, as a server whose
// cards arrived by PUT has it. Each sync's wall time is split into the wait on the server (each
// request until its whole answer is read), our book transactions (reading the cards, writing the
// rows) and the rest (tsdav's XML parsing, our queries outside the transactions); the server's RSS
// growth is its peak (VmHWM) over the moment before the first sync. On PGlite in a data folder, as
// `npm start` runs it, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a
// scratch database, dropped at the end). Budgets are reported, never asserted. BENCH_BOOKS and
// BENCH_CARDS (cards per book) change the size.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '@server/db/client';
import { addressBooks, birthdays } from '@server/db/schema';
import { startFakeCardDav } from '@server/modules/address-books/fake-carddav';
import { claimConnection, syncClaimed } from '@server/modules/address-books/sync-connection';
import { createTestServer } from '@server/test/harness';
import { benchAdminUrl, createScratchDatabase } from '@server/test/scratch-database';
import type { ConnectionView } from '@shared/address-books';
import { RADICALE_PATH, type Radicale, startRadicale } from '@test-support/radicale';
import { count, eq } from 'drizzle-orm';
import { recordResult } from './results';

const ON_RADICALE = process.env.BENCH_CARDDAV === 'radicale';
const BOOKS = Number(process.env.BENCH_BOOKS ?? 10);
// On Radicale 500 a book by default: at 5,000 it takes past five minutes to answer one book (docs/performance.md).
const CARDS = Number(process.env.BENCH_CARDS ?? (ON_RADICALE ? 500 : 5000));
const FIRST_SYNC_BUDGET_MS = 30_000;

// A ~2 KB photo (1.5 KB of bytes in base64), folded at 75 octets, on every fourth card.
const photo = Buffer.from(Array.from({ length: 1500 }, (_, i) => (i * 37) % 256))
  .toString('base64')
  .match(/.{1,74}/g)!
  .join('\r\n ');
// The BDAY dialects phones and servers write: 3.0 and 4.0 forms, year-less Apple and Google forms.
const bdayOf = (i: number) => {
  const y = 1950 + (i % 60);
  const m = String(1 + (i % 12)).padStart(2, '0');
  const d = String(1 + (i % 28)).padStart(2, '0');
  switch (i % 10) {
    case 0:
      return null; // no birthday: counted, never added
    case 1:
      return `BDAY:${y}${m}${d}`;
    case 2:
      return `BDAY:--${m}${d}`;
    case 3:
      return `BDAY:--${m}-${d}`;
    case 4:
      return `BDAY;X-APPLE-OMIT-YEAR=1604:1604-${m}-${d}`;
    case 5:
      return `BDAY;VALUE=date:${y}-${m}-${d}`;
    case 6:
      return `BDAY:${y}-${m}-${d}T00:00:00Z`;
    default:
      return `BDAY:${y}-${m}-${d}`;
  }
};
function card(book: number, i: number, name = `Zoë Müller ${book}-${i}`) {
  const bday = bdayOf(i);
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    'PRODID:-//Apple Inc.//iPhone OS 17.5//EN',
    `UID:card-${book}-${i}`,
    `N:${name.split(' ').slice(1).join(' ')};${name.split(' ')[0]};;;`,
    `FN:${name}`,
    ...(i % 2 === 0
      ? [`item1.TEL;type=CELL;type=pref:(201) 555-${String(i % 10_000).padStart(4, '0')}`]
      : []),
    'item1.X-ABLabel:_$!<Mobile>!$_',
    `EMAIL;type=INTERNET;type=HOME:zoe${book}.${i}@example.com`,
    ...(bday ? [bday] : []),
    ...(i % 7 === 0 ? ['item2.X-ABDATE;type=pref:2010-06-12', 'item2.X-ABLabel:_$!<Anniversary>!$_'] : []),
    'NOTE:Likes tea\\, not coffee\\nand waves',
    ...(i % 4 === 0 ? [`PHOTO;ENCODING=b;TYPE=JPEG:${photo}`] : []),
    'END:VCARD',
    '',
  ].join('\r\n');
}

const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
const load = () => Math.round(loadavg()[0]! * 100) / 100;
const peakRssBytes = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;

/** Radicale's storage folder: startRadicale keeps it to itself, its config names the port. */
function storageOf(radicale: Radicale) {
  const port = new URL(radicale.url).port;
  const configs = execFileSync(
    'sh',
    ['-c', `grep -ls '^hosts = 127.0.0.1:${port}$' ${tmpdir()}/cakeday-radicale-*/config || true`],
    {
      encoding: 'utf8',
    },
  ).trim();
  if (!configs || configs.includes('\n')) throw new Error(`Radicale's folder for port ${port} not found`);
  return path.join(path.dirname(configs), 'collections', 'collection-root', radicale.user);
}

/** Makes the books (MKCOL), writes their cards into Radicale's storage, then lets Radicale read them once. */
async function fillRadicale(radicale: Radicale) {
  const storage = storageOf(radicale);
  let bytes = 0;
  const t0 = performance.now();
  for (let b = 0; b < BOOKS; b++) {
    await radicale.makeBook(`book${b}`, `Contacts ${b}`);
    for (let i = 0; i < CARDS; i++) {
      const text = card(b, i);
      bytes += Buffer.byteLength(text);
      writeFileSync(path.join(storage, `book${b}`, `card-${i}.vcf`), text);
    }
  }
  const writeMs = Math.round(performance.now() - t0);
  // Radicale parses each item once and keeps it in .Radicale.cache; a PUT would have done that.
  const auth = `Basic ${Buffer.from(`${radicale.user}:${radicale.password}`).toString('base64')}`;
  const t1 = performance.now();
  // All at once: Radicale waits on its disk writes per item, and the books' run side by side.
  const warm = async (b: number) => {
    const res = await fetch(`${radicale.url}/${radicale.user}/book${b}/`, {
      method: 'PROPFIND',
      headers: { authorization: auth, depth: '1', 'content-type': 'application/xml' },
      body: '<?xml version="1.0"?><propfind xmlns="DAV:"><prop><getetag/></prop></propfind>',
    });
    if (res.status !== 207) throw new Error(`PROPFIND ${res.status}`);
    await res.text();
  };
  await Promise.all(Array.from({ length: BOOKS }, (_, b) => warm(b)));
  const cacheWarmMs = Math.round(performance.now() - t1);
  // Each book's ctag and sync token, as connecting asks them (tsdav's fetchAddressBooks): the
  // first time, Radicale writes every item's history entry, which took past our 20 s wait.
  const t2 = performance.now();
  const res = await fetch(`${radicale.url}/${radicale.user}/`, {
    method: 'PROPFIND',
    headers: { authorization: auth, depth: '1', 'content-type': 'application/xml' },
    body: '<?xml version="1.0"?><propfind xmlns="DAV:" xmlns:CS="http://calendarserver.org/ns/"><prop><displayname/><CS:getctag/><resourcetype/><sync-token/></prop></propfind>',
  });
  if (res.status !== 207) throw new Error(`PROPFIND ${res.status}`);
  await res.text();
  return { bytes, writeMs, cacheWarmMs, firstStateMs: Math.round(performance.now() - t2) };
}

/** The fake server's books, each card PUT as a phone would. */
function fillFake(fake: Awaited<ReturnType<typeof startFakeCardDav>>) {
  let bytes = 0;
  const t0 = performance.now();
  for (let b = 0; b < BOOKS; b++) {
    fake.makeBook(`book${b}`, `Contacts ${b}`);
    for (let i = 0; i < CARDS; i++) {
      const text = card(b, i);
      bytes += Buffer.byteLength(text);
      fake.put(`book${b}`, `card-${i}.vcf`, text);
    }
  }
  return { bytes, writeMs: Math.round(performance.now() - t0) };
}

/** The database with each transaction's time summed: the book transactions of a sync. */
function timedDb(db: Db, timing: { transactionMs: number }): Db {
  return new Proxy(db, {
    get(target, key) {
      if (key === 'transaction') {
        return async (...args: Parameters<Db['transaction']>) => {
          const t0 = performance.now();
          try {
            return await target.transaction(...args);
          } finally {
            timing.transactionMs += performance.now() - t0;
          }
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The syncs on one database, against the CardDAV server both databases share. */
async function benchOn(database: string, env: Record<string, string | undefined>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cakeday-address-books-bench-'));
  try {
    const server = await createTestServer({
      env: { OUTBOUND_ALLOW: '127.0.0.1', DATA_DIR: dataDir, ...env } as Record<string, string>,
    });
    try {
      const user = await server.signIn('+12015550123');
      const t0 = performance.now();
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/address-books',
        headers: { cookie: user.cookie },
        payload: { server: cardServer.url, username: cardServer.user, password: cardServer.password },
      });
      if (res.statusCode !== 200) throw new Error(`connect ${res.statusCode}: ${res.body}`);
      const connectMs = Math.round(performance.now() - t0);
      const connection = res.json() as ConnectionView;
      if (connection.books.length !== BOOKS) throw new Error(`${connection.books.length} books found`);
      // Every book chosen, as POST /:id/books chooses them before its sync.
      await server.deps.db
        .update(addressBooks)
        .set({ selected: true })
        .where(eq(addressBooks.connectionId, connection.id));

      /** One sync as the worker runs it, timed: Radicale's share, our transactions', the rest. */
      async function sync() {
        const timing = { serverMs: 0, transactionMs: 0, bytes: 0 };
        const outbound = server.deps.outbound;
        const deps = {
          ...server.deps,
          db: timedDb(server.deps.db, timing),
          outbound: {
            ...outbound,
            fetch: async (...args: Parameters<typeof outbound.fetch>) => {
              const t = performance.now();
              try {
                const answer = await outbound.fetch(...args);
                timing.bytes += Number(answer.headers.get('content-length') ?? 0);
                return answer;
              } finally {
                timing.serverMs += performance.now() - t;
              }
            },
          },
        };
        const claimed = await claimConnection(deps, user.id, connection.id);
        if (!claimed) throw new Error('connection not claimed');
        writeFileSync('/proc/self/clear_refs', '5');
        const rssBefore = process.memoryUsage.rss();
        const cpu0 = process.cpuUsage();
        const t = performance.now();
        const result = await syncClaimed(deps, claimed);
        const ms = Math.round(performance.now() - t);
        const cpu = process.cpuUsage(cpu0);
        return {
          ms,
          cpuMs: Math.round((cpu.user + cpu.system) / 1000),
          serverMs: Math.round(timing.serverMs),
          transactionsMs: Math.round(timing.transactionMs),
          otherMs: Math.round(ms - timing.serverMs - timing.transactionMs),
          requests: result.requests,
          requestsPerBook: result.requests / BOOKS,
          replyBytes: timing.bytes,
          result: { added: result.added, updated: result.updated, removed: result.removed },
          rssPeakGrowthBytes: peakRssBytes() - rssBefore,
          rssAfterBytes: process.memoryUsage.rss(),
          loadAverage1m: load(),
        };
      }

      const rssStart = process.memoryUsage.rss();
      process.stdout.write(`${database}: connected in ${connectMs} ms, first sync…\n`);
      const first = await sync();
      const [{ stored }] = (await server.deps.db
        .select({ stored: count() })
        .from(birthdays)
        .where(eq(birthdays.userId, user.id))) as [{ stored: number }];
      const unchanged = await sync();
      await cardServer.put(
        BOOKS - 1,
        'card-7.vcf',
        card(BOOKS - 1, 7, `Zoë Müller-Smith ${database.split(' ')[0]} ${BOOKS - 1}-7`).replace(
          /BDAY:[^\r]*/,
          'BDAY:1999-09-09',
        ),
      );
      const oneChanged = await sync();
      const figures = {
        database,
        books: BOOKS,
        cardsPerBook: CARDS,
        connectMs,
        birthdaysStored: stored,
        first,
        unchanged,
        oneChanged,
        serverRssBeforeBytes: rssStart,
        firstSyncBudgetMs: FIRST_SYNC_BUDGET_MS,
        withinBudget: first.ms < FIRST_SYNC_BUDGET_MS && unchanged.requests === BOOKS,
      };
      const line = (name: string, s: typeof first) =>
        `${name} ${s.ms} ms (CardDAV server ${s.serverMs}, our transactions ${s.transactionsMs}, rest ${s.otherMs}; CPU ${s.cpuMs} ms), ` +
        `${s.requests} requests (${s.requestsPerBook}/book), ${mb(s.replyBytes)} MB read, ` +
        `+${s.result.added} ~${s.result.updated} -${s.result.removed}, RSS peak +${mb(s.rssPeakGrowthBytes)} MB, load ${s.loadAverage1m}`;
      process.stdout.write(
        `${database}: connect ${connectMs} ms; ${stored} birthdays stored\n` +
          `  ${line('first sync', first)} (budget ${FIRST_SYNC_BUDGET_MS} ms)\n` +
          `  ${line('unchanged sync', unchanged)} (budget 1 REPORT/book)\n` +
          `  ${line('one card changed', oneChanged)}\n` +
          `  server RSS ${mb(rssStart)} MB before, ${mb(oneChanged.rssAfterBytes)} MB after; within budget: ${figures.withinBudget ? 'yes' : 'no'}\n`,
      );
      if (first.result.added !== stored || oneChanged.result.updated !== 1 || unchanged.result.added !== 0) {
        throw new Error(`unexpected sync results: ${JSON.stringify({ first, unchanged, oneChanged })}`);
      }
      return figures;
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type CardServer = {
  url: string;
  user: string;
  password: string;
  put(book: number, file: string, vcard: string): Promise<unknown>;
  close(): Promise<void>;
};
let cardServer: CardServer;
let filled: { bytes: number; writeMs: number; cacheWarmMs?: number; firstStateMs?: number };
let serverName: string;
if (ON_RADICALE) {
  const radicale = await startRadicale();
  cardServer = {
    ...radicale,
    put: (b, file, vcard) => radicale.put(`/${radicale.user}/book${b}/`, file, vcard),
  };
  filled = await fillRadicale(radicale).catch(async (err) => {
    await radicale.close();
    throw err;
  });
  serverName = `Radicale ${execFileSync(RADICALE_PATH, ['--version'], { encoding: 'utf8' }).trim()}`;
  process.stdout.write(
    `Radicale filled with ${BOOKS} × ${CARDS} cards (${mb(filled.bytes)} MB) in ${filled.writeMs} ms, its cache warmed in ${filled.cacheWarmMs} ms, its books' first ctag and sync token in ${filled.firstStateMs} ms (load ${load()})\n`,
  );
} else {
  const fake = await startFakeCardDav();
  cardServer = { ...fake, put: async (b, file, vcard) => fake.put(`book${b}`, file, vcard) };
  filled = fillFake(fake);
  serverName = 'the in-memory fake CardDAV server (fake-carddav.ts)';
  process.stdout.write(
    `fake CardDAV server filled with ${BOOKS} × ${CARDS} cards (${mb(filled.bytes)} MB)\n`,
  );
}
const results: Record<string, unknown> = {};
try {
  // Without DATABASE_URL the server opens PGlite in DATA_DIR, as `npm start` does.
  results.pglite = await benchOn('pglite (data directory)', { DATABASE_URL: undefined });
  if (benchAdminUrl) {
    const scratch = await createScratchDatabase(benchAdminUrl, 'cakeday_bench_address_books');
    try {
      results.postgres = await benchOn('postgres', { DATABASE_URL: scratch.url });
    } finally {
      await scratch.drop();
    }
  } else {
    process.stdout.write(
      'address-books bench: PostgreSQL skipped; set BENCH_DATABASE_URL or TEST_DATABASE_URL\n',
    );
  }
} finally {
  // Radicale is a process of its own: stopped whatever happened.
  await cardServer.close();
}
recordResult(ON_RADICALE ? 'addressBooksRadicale' : 'addressBooks', {
  method: `${BOOKS} books × ${CARDS} vCard 3.0 cards (mixed BDAY dialects, half with TEL, a quarter with a ~2 KB photo, a tenth without BDAY) on ${serverName} on loopback; synced in the app's process as the worker does (claimConnection, syncClaimed); one run`,
  cores: cpus().length,
  server: {
    bytes: filled.bytes,
    fillMs: filled.writeMs,
    cacheWarmMs: filled.cacheWarmMs,
    firstCtagAndSyncTokenMs: filled.firstStateMs,
  },
  ...results,
});
