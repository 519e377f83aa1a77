import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures/test';

// Headless Chromium reaches no real push service, so pushManager.subscribe() cannot run here: the
// server's half (encryption, VAPID, 410 handling) is tested against a fake push service in
// server/providers/push/web-push.test.ts. This test covers the browser's half: from a delivered push
// message to the notification the service worker shows.

type ShownNotification = { title: string; body: string; icon: string; tag: string; data: unknown };

/** Registers /sw.js from the page and returns a way to push to it through DevTools. */
async function registerServiceWorker(context: BrowserContext, page: Page) {
  const cdp: CDPSession = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) {
      if (r.isDeleted) registrations.delete(r.scopeURL);
      else registrations.set(r.scopeURL, r.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    return registration.scope;
  });
  expect(scope).toBe(new URL('/', page.url()).href);
  await expect.poll(() => registrations.get(scope)).toBeTruthy();
  const origin = new URL(page.url()).origin;

  const deliver = (payload: unknown) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registrations.get(scope)!,
      data: JSON.stringify(payload),
    });
  return {
    /**
     * Delivers a push message and waits until the worker has shown a notification. DevTools hands
     * the message to the registration's worker as it is at that instant: one still starting up (the
     * app registers the same worker on sign-in) now and then drops it, where a push service would
     * deliver again. So does this, at most twice more; each copy carries the same tag, and a
     * notification with a tag replaces the one before it.
     */
    push: async (payload: unknown) => {
      for (let attempt = 0; attempt < 3; attempt++) {
        await deliver(payload);
        const shown = await expect
          .poll(async () => (await shownNotifications(page)).length, { timeout: 5_000 })
          .toBeGreaterThan(0)
          .then(() => true)
          .catch(() => false);
        if (shown) return;
      }
    },
  };
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(
      (n): ShownNotification => ({ title: n.title, body: n.body, icon: n.icon, tag: n.tag, data: n.data }),
    );
  });

test('a push message shows a notification with its title, body, icon and link', async ({
  page,
  context,
  phone,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await signIn(page, phone.national);
  const worker = await registerServiceWorker(context, page);

  await worker.push({
    title: "Ada's birthday is tomorrow",
    body: 'Ada Lovelace turns 36 tomorrow.',
    url: '/',
    tag: 'reminder-ada-day',
    icon: '/favicon.svg',
  });

  await expect
    .poll(() => shownNotifications(page))
    .toContainEqual({
      title: "Ada's birthday is tomorrow",
      body: 'Ada Lovelace turns 36 tomorrow.',
      icon: new URL('/favicon.svg', baseURL).href,
      tag: 'reminder-ada-day',
      data: { url: '/' },
    });
});

test('a push message without a title shows New Message', async ({ page, context, phone, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await signIn(page, phone.national);
  const worker = await registerServiceWorker(context, page);

  await worker.push({ body: 'Something happened.' });

  await expect
    .poll(async () => (await shownNotifications(page)).map(({ title, body }) => ({ title, body })))
    .toContainEqual({ title: 'New Message', body: 'Something happened.' });
});
