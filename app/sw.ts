/// <reference lib="webworker" />
// Cakeday's service worker: keeps the app shell so the app opens offline, shows reminder pushes
// and opens the app when one is clicked.
// It is built on its own (vite.config.ts) and imports nothing, so sw.js stays one classic script.

declare const self: ServiceWorkerGlobalScope;
/** Set per build (vite.config.ts): every deploy ships a changed sw.js, which is how browsers notice it. */
declare const __BUILD_ID__: string;

/** One cache per deploy: a new worker fills its own, then drops the old ones when it takes over. */
const SHELL_CACHE = `cakeday-shell-${__BUILD_ID__}`;
const SHELL_PREFIX = 'cakeday-shell-';
/** The server answers every app route with index.html, so one cached page serves them all. */
const SHELL_URL = '/';
const STATIC_FILES = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

/** What the server's push provider sends (server/providers/push/web-push.ts). */
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
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/'))
    return;
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
