import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_URL } from '../fixtures/env';
import { expect, signIn, test } from '../fixtures/test';

test('the manifest names the app, its icons, colour, start URL and standalone display', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'Cakeday',
    short_name: 'Cakeday',
    start_url: '/',
    display: 'standalone',
    theme_color: '#4f46e5',
  });
  expect(manifest.icons).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sizes: '192x192', type: 'image/png', purpose: 'any' }),
      expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'any' }),
      expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'maskable' }),
    ]),
  );
  for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
    const png = await res.body();
    // The PNG header holds width and height at bytes 16 and 20.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test('Chromium finds the app installable: manifest and a registered worker', async () => {
  // Installability is only judged in a regular (persistent) profile, not an incognito context.
  const context = await chromium.launchPersistentContext('', {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: E2E_URL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${E2E_URL}/`);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
        timeout: 15_000,
      })
      .toEqual([]);
  } finally {
    await context.close();
  }
});

test('offline, the app still opens from the service worker and says it is offline', async ({
  page,
  context,
  phone,
}) => {
  await signIn(page, phone.national);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The page that registered the worker is controlled after one more load.
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(
    page.getByText('Cakeday needs a connection to load your birthdays.', { exact: false }),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a new deploy is picked up: while online, pages come from the server, not the kept shell', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  expect(
    (await page.evaluate(() => caches.keys())).filter((n) => n.startsWith('cakeday-shell-')),
  ).toHaveLength(1);

  // The next deploy's page, as the server would now answer it.
  await context.route(`${new URL(page.url()).origin}/`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Next deploy</title><p>new</p>' }),
  );
  const res = await page.reload();
  expect(res?.fromServiceWorker()).toBe(true);
  await expect(page).toHaveTitle('Next deploy');
});
