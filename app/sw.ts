/// <reference lib="webworker" />
// Cakeday's service worker: shows reminder pushes and opens the app when one is clicked.
// It is built on its own (vite.config.ts) and imports nothing, so sw.js stays one classic script.

declare const self: ServiceWorkerGlobalScope;

/** What the server's push provider sends (server/providers/push/web-push.ts). */
type PushPayload = { title?: string; body?: string; url?: string; tag?: string; icon?: string };

/** The spec's title for a message that brings none (§7 Push messaging). */
const DEFAULT_TITLE = 'New Message';
const ICON = '/favicon.svg';
/** Kept in step with app/features/push/use-foreground-notifications.ts. */
const FOREGROUND_PUSH = 'cakeday:push';
/** How long a visible page may take to say it showed the notification itself. */
const HANDOFF_MS = 1000;

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

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
