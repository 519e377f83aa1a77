import { registerServiceWorker, shownNotifications } from '../fixtures/service-worker';
import { expect, signIn, test } from '../fixtures/test';

// Headless Chromium reaches no real push service, so pushManager.subscribe() cannot run here: the
// server's half (encryption, VAPID, 410 handling) is tested against a fake push service in
// server/channels/push/web-push.test.ts. This test covers the browser's half: from a delivered push
// message to the notification the service worker shows.

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
