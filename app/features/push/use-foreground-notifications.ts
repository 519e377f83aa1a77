import { useEffect } from 'react';

/** Kept in step with app/sw.ts, which hands a push to the visible page under this type. */
const FOREGROUND_PUSH = 'cakeday:push';
/** The spec's title for a message that brings none (§7 Push messaging). */
const DEFAULT_TITLE = 'New Message';

type PushPayload = { title?: string; body?: string; url?: string; tag?: string; icon?: string };

/**
 * While the app is open and visible, the service worker passes each push here and this page shows it
 * (spec §7: foreground messages show a browser notification). Answering on the port tells the worker
 * not to show it again; without an answer it shows the notification itself.
 */
export function useForegroundNotifications() {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; payload?: PushPayload } | null;
      if (data?.type !== FOREGROUND_PUSH) return;
      void showForegroundNotification(data.payload ?? {}).then((shown) => {
        if (shown) event.ports[0]?.postMessage('shown');
      });
    };
    container.addEventListener('message', onMessage);
    // Messages wait in a queue until the page says it listens.
    container.startMessages();
    return () => container.removeEventListener('message', onMessage);
  }, []);
}

/**
 * Shown through the worker's registration rather than `new Notification()`: Android refuses the
 * constructor, and a click then lands in the worker's handler like any other reminder.
 */
async function showForegroundNotification(payload: PushPayload): Promise<boolean> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) return false;
  await registration.showNotification(payload.title || DEFAULT_TITLE, {
    body: payload.body ?? '',
    icon: payload.icon ?? '/favicon.svg',
    data: { url: payload.url ?? '/' },
    ...(payload.tag ? { tag: payload.tag } : {}),
  });
  return true;
}
