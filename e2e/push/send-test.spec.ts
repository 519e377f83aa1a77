import { createECDH, randomBytes } from 'node:crypto';
import { request } from '@playwright/test';
import ece from 'http_ece';
import { registerServiceWorker, shownNotifications } from '../fixtures/service-worker';
import { expect, signIn, test } from '../fixtures/test';

// Headless Chromium reaches no push service, so this device's subscription is made on the fake push
// service on loopback instead (PushManager answers with it); the rest is real: the app saves it, the
// server encrypts and signs the test for it, and the message it sent is handed to this browser's
// service worker as a push service would hand it.

type Delivery = { path: string; body: string };

test('"Send a test" on push shows the test notification on this device', async ({
  page,
  context,
  phone,
  baseURL,
}) => {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const name = `device-${phone.e164.slice(1)}`;
  const endpoint = `${process.env.FAKE_PUSH_URL}/push/${name}`;
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const key = 'e2e-push-subscribed';
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem(key);
          return true;
        },
      };
      PushManager.prototype.subscribe = async () => {
        localStorage.setItem(key, '1');
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () =>
        (localStorage.getItem(key) ? subscription : null) as unknown as PushSubscription | null;
    },
    { endpoint, p256dh: keys.getPublicKey('base64url'), auth },
  );

  await signIn(page, phone.national);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Reminder Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reminder Settings' });
  const pushRow = dialog.locator('[data-channel-row="push"]');
  // No subscription yet: nothing to test.
  await expect(dialog.getByRole('checkbox', { name: 'Push notifications on this device' })).toBeEnabled();
  await expect(pushRow.getByRole('button', { name: 'Send a test' })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Push notifications on this device' }).click();
  await expect(dialog.getByText('On for this device.')).toBeVisible();

  await pushRow.getByRole('button', { name: 'Send a test' }).click();
  await expect(page.getByText('Test sent to this device.')).toBeVisible();

  // What the push service got for this device, opened with the device's own keys.
  const pushService = await request.newContext({ ignoreHTTPSErrors: true });
  const delivered = async () =>
    ((await (await pushService.get(`${process.env.FAKE_PUSH_URL}/_deliveries`)).json()) as Delivery[]).filter(
      (d) => d.path === `/push/${name}`,
    );
  await expect.poll(async () => (await delivered()).length).toBe(1);
  const [message] = await delivered();
  const payload = JSON.parse(
    ece
      .decrypt(Buffer.from(message!.body, 'base64'), {
        version: 'aes128gcm',
        privateKey: keys,
        authSecret: auth,
      })
      .toString('utf8'),
  );
  expect(payload).toMatchObject({
    title: 'Cakeday test',
    body: 'Your birthday reminders by push reach this device.',
  });
  await pushService.dispose();

  const worker = await registerServiceWorker(context, page);
  await worker.push(payload);
  await expect
    .poll(async () => (await shownNotifications(page)).map(({ title, body }) => ({ title, body })))
    .toContainEqual({ title: 'Cakeday test', body: 'Your birthday reminders by push reach this device.' });

  // A second test at once is refused in our words.
  await pushRow.getByRole('button', { name: 'Send a test' }).click();
  await expect(
    page.getByText('A test was just sent. Please wait a few seconds before sending another.'),
  ).toBeVisible();
});
