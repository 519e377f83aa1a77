import { api } from '@app/lib/api-client';
import type { PushSubscriptionInput } from '@shared/schemas/reminders';

/** This device's push state: what the browser allows, and whether it holds a subscription. */
export type PushState = 'unsupported' | 'home-screen' | 'denied' | 'default' | 'subscribed' | 'unsubscribed';

// Vite's dev server has no built sw.js; it serves the source as an ES module instead.
const SERVICE_WORKER = import.meta.env.DEV
  ? { url: '/sw.ts', type: 'module' as const }
  : { url: '/sw.js', type: 'classic' as const };

export const isPushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/**
 * The spec's split: a phone or tablet gets reminders by SMS; a desktop browser is asked for
 * notification permission. iPadOS says 'Macintosh', so touch points tell it apart from a Mac.
 */
export function isMobileUserAgent(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  maxTouchPoints: number = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints,
): boolean {
  if (/Android|iPhone|iPad|iPod|Mobile|Windows Phone|IEMobile|Opera Mini|Silk|Kindle/i.test(userAgent))
    return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/**
 * Why a browser without push has none: iPhone and iPad offer push only to a web app opened from
 * the Home Screen (iOS 16.4 and later), so Safari in the browser says 'home-screen'.
 */
export function unsupportedPushState(
  userAgent: string = navigator.userAgent,
  maxTouchPoints: number = navigator.maxTouchPoints,
  standalone: boolean = window.matchMedia('(display-mode: standalone)').matches,
): 'home-screen' | 'unsupported' {
  const apple = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return apple && !standalone ? 'home-screen' : 'unsupported';
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** This device's push subscription's address, if it holds one. */
export async function currentPushEndpoint(): Promise<string | null> {
  return isPushSupported() ? ((await currentSubscription())?.endpoint ?? null) : null;
}

export async function getPushState(): Promise<PushState> {
  if (!isPushSupported()) return unsupportedPushState();
  if (Notification.permission !== 'granted') return Notification.permission;
  return (await currentSubscription()) ? 'subscribed' : 'unsubscribed';
}

/**
 * Registers the service worker, asks for permission, subscribes with the server's VAPID key and
 * saves the subscription for the signed-in user. Call it from a click: browsers only ask then.
 */
export async function enablePushOnThisDevice(): Promise<void> {
  if (!isPushSupported()) throw new Error('This browser cannot show notifications.');
  // Asked before any other await: Safari only shows the prompt while the click is still fresh.
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new Error('Notifications are blocked for this site. Allow them in your browser settings.');
  }
  await navigator.serviceWorker.register(SERVICE_WORKER.url, { scope: '/', type: SERVICE_WORKER.type });
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await api<{ publicKey: string }>('/push/public-key');
  const serverKey = base64urlToBytes(publicKey);

  let subscription = await registration.pushManager.getSubscription();
  // A subscription made for an older server key would be refused by the push service.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, serverKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: serverKey,
  });
  await api('/push/subscriptions', { method: 'POST', body: toInput(subscription) });
}

/** Unsubscribes this browser, then tells the server; a leftover endpoint is dropped at its first 410. */
export async function disablePushOnThisDevice(): Promise<void> {
  if (!isPushSupported()) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await api('/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}

function toInput(subscription: PushSubscription): PushSubscriptionInput {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new Error('The browser gave an incomplete subscription.');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

function base64urlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}
