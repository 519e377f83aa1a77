/// <reference lib="webworker" />
// Cakeday's service worker: keeps the app shell and the signed-in user's last birthday list so the
// app opens offline (the list read-only), shows reminder pushes and opens the app when one is clicked.
// It is built on its own (vite.config.ts) and imports nothing, so sw.js stays one classic script.

declare const self: ServiceWorkerGlobalScope;
/** Set per build (vite.config.ts): every deploy ships a changed sw.js, which is how browsers notice it. */
declare const __BUILD_ID__: string;
/** Every file the build wrote under /assets/, written into sw.js by vite.config.ts (absent in dev). */
declare const __APP_ASSETS__: readonly string[];

/** One cache per deploy: a new worker fills its own, then drops the old ones when it takes over. */
const SHELL_CACHE = `cakeday-shell-${__BUILD_ID__}`;
const SHELL_PREFIX = 'cakeday-shell-';
/** The server answers every app route with index.html, so one cached page serves them all. */
const SHELL_URL = '/';
const STATIC_FILES = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

/**
 * The last birthday list a signed-in user loaded, for reading while offline; kept in step with
 * app/lib/offline-copy.ts, which reads it. It is dropped when a session ends where this worker sees
 * it (a sign-out, an account deletion, a 401 for the list), and the page drops it on every end of a
 * session it sees (app/lib/forget-user.ts, app/lib/session.ts): one user's list never shows to the next.
 */
const OFFLINE_CACHE = 'cakeday-offline';
const LIST_URL = '/api/birthdays';
const KEPT_AT_HEADER = 'x-cakeday-kept-at';
/** Requests after which no one may be signed in here any more: the kept list goes first. */
const SESSION_ENDS = ['/api/auth/sign-out', '/api/account/delete'];

/** What the server's push provider sends (server/channels/push/web-push.ts). */
type PushPayload = { title?: string; body?: string; url?: string; tag?: string; icon?: string };

/** The spec's title for a message that brings none (§7 Push messaging). */
const DEFAULT_TITLE = 'New Message';
const ICON = '/favicon.svg';
/** Kept in step with app/features/push/use-foreground-notifications.ts. */
const FOREGROUND_PUSH = 'cakeday:push';
/** How long a visible page may take to say it showed the notification itself. */
const HANDOFF_MS = 1000;

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(dropOldShells().then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) {
    if (request.method === 'POST' && SESSION_ENDS.includes(url.pathname)) {
      event.respondWith(forgetList().then(() => fetch(request)));
    } else if (request.method === 'GET' && url.pathname === LIST_URL) {
      event.respondWith(keepList(event));
    }
    return;
  }
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') event.respondWith(pageNetworkFirst(request));
  else if (url.pathname.startsWith('/assets/') || STATIC_FILES.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});

/** index.html and everything it loads, so the next start works without a connection. */
async function cacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  const page = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!page.ok) throw new Error(`The app shell answered ${page.status}`);
  const html = await page.clone().text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  await cache.put(SHELL_URL, page);
  await cache.addAll([...new Set([...assets, ...STATIC_FILES])]);
}

async function dropOldShells() {
  const names = await caches.keys();
  await Promise.all(
    names.filter((n) => n.startsWith(SHELL_PREFIX) && n !== SHELL_CACHE).map((n) => caches.delete(n)),
  );
}

/** Online, pages always come fresh (a new deploy shows at once); offline, the kept shell opens. */
async function pageNetworkFirst(request: Request): Promise<Response> {
  try {
    const fresh = await fetch(request);
    if (fresh.ok) await (await caches.open(SHELL_CACHE)).put(SHELL_URL, fresh.clone());
    return fresh;
  } catch {
    const kept = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    return kept ?? offlinePage();
  }
}

/** Hashed assets never change under one name: kept ones are served, new ones kept on the way. */
async function cacheFirst(request: Request): Promise<Response> {
  const kept = await caches.match(request);
  if (kept) return kept;
  const fresh = await fetch(request);
  if (fresh.ok) await (await caches.open(SHELL_CACHE)).put(request, fresh.clone());
  return fresh;
}

// Bumped whenever the kept list is dropped: a list fetched before that is not kept after it.
let listGeneration = 0;
// Cache writes and deletes run one at a time, in the order they were asked for.
let cacheWork: Promise<unknown> = Promise.resolve();
const inTurn = (work: () => Promise<unknown>) => {
  cacheWork = cacheWork.then(work, work);
  return cacheWork;
};

function forgetList() {
  listGeneration += 1;
  return inTurn(() => caches.delete(OFFLINE_CACHE));
}

/** The list goes to the page as it came; a fresh copy is kept for offline reading. */
async function keepList(event: FetchEvent): Promise<Response> {
  const started = listGeneration;
  const res = await fetch(event.request);
  if (res.status === 401) event.waitUntil(forgetList());
  else if (res.ok) event.waitUntil(storeList(res.clone(), started));
  return res;
}

async function storeList(res: Response, generation: number) {
  const body = await res.blob();
  await inTurn(async () => {
    if (generation !== listGeneration) return;
    const kept = new Response(body, {
      headers: { 'content-type': 'application/json', [KEPT_AT_HEADER]: String(Date.now()) },
    });
    await (await caches.open(OFFLINE_CACHE)).put(LIST_URL, kept);
  });
  await keepAppAssets();
}

let appAssetsKept = false;

/**
 * Every page and modal of this build, so the app reads the kept list offline even in parts never
 * opened online. Fetched once a signed-in user's list is first kept, not for every visitor.
 */
async function keepAppAssets() {
  if (appAssetsKept) return;
  const assets = typeof __APP_ASSETS__ === 'undefined' ? [] : __APP_ASSETS__;
  const cache = await caches.open(SHELL_CACHE);
  const missing: string[] = [];
  for (const asset of assets) if (!(await cache.match(asset))) missing.push(asset);
  await cache.addAll(missing);
  appAssetsKept = true;
}

function offlinePage() {
  return new Response(
    '<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><meta name="color-scheme" content="light dark"><title>Offline · Cakeday</title>' +
      '<main style="font-family:system-ui;text-align:center;padding:3rem 1rem"><h1>You\'re offline</h1>' +
      '<p>Cakeday needs a connection the first time it opens. Try again once you are back online.</p></main>',
    { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } },
  );
}

self.addEventListener('push', (event) => {
  event.waitUntil(deliver(readPayload(event.data)));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openApp(sameOriginUrl((event.notification.data as { url?: string } | null)?.url)));
});

function readPayload(data: PushMessageData | null): PushPayload {
  if (!data) return {};
  try {
    const json: unknown = data.json();
    return json && typeof json === 'object' ? (json as PushPayload) : {};
  } catch {
    return { body: data.text() };
  }
}

/**
 * While the app is open and visible, the page shows the message (spec: foreground messages);
 * otherwise, or when the page does not answer in time, this worker shows it.
 */
async function deliver(payload: PushPayload) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const visible = windows.filter((w) => w.visibilityState === 'visible');
  // One page only, so two open tabs do not show the same reminder twice.
  const page = visible.find((w) => w.focused) ?? visible[0];
  if (page && (await handOff(page, payload))) return;
  await self.registration.showNotification(payload.title || DEFAULT_TITLE, {
    body: payload.body ?? '',
    icon: payload.icon ?? ICON,
    data: { url: payload.url ?? '/' },
    ...(payload.tag ? { tag: payload.tag } : {}),
  });
}

function handOff(page: WindowClient, payload: PushPayload): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), HANDOFF_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    page.postMessage({ type: FOREGROUND_PUSH, payload }, [channel.port2]);
  });
}

/** Only our own pages: a click must never take the user somewhere a payload says. */
function sameOriginUrl(url: string | undefined): string {
  const target = new URL(url ?? '/', self.location.origin);
  return target.origin === self.location.origin ? target.href : new URL('/', self.location.origin).href;
}

/**
 * Brings an open Cakeday tab forward and takes it to the notification's page (a reminder links to
 * /notifications); without one, or when the tab cannot be navigated (a page this worker does not
 * control yet), opens the page in a new tab.
 */
async function openApp(url: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => w.focused) ?? windows[0];
  if (open) {
    try {
      await open.focus();
      if (open.url !== url) await open.navigate(url);
      return;
    } catch {
      // fall through to a new tab
    }
  }
  await self.clients.openWindow(url);
}

export {};
