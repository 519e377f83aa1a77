import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_URL } from '@test-support/env';
import { expectAccessible } from '../fixtures/accessibility';
import { addBirthday, dayFromToday } from '../fixtures/birthday-form';
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

/** Reloads until the service worker controls the page (the page that registered it is not yet). */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The birthday list the service worker keeps for offline reading, as text ('' when none). */
const keptList = (page: Page) =>
  page.evaluate(async () => {
    const kept = await caches.match('/api/birthdays', { cacheName: 'cakeday-offline' });
    return kept ? kept.text() : '';
  });

/**
 * Signs in under the service worker and adds a birthday `inDays` from today; returns once the
 * worker has kept the list with it.
 */
async function signInWithKeptBirthday(page: Page, national: string, name: string, inDays: number) {
  await signIn(page, national);
  await underServiceWorker(page);
  const day = dayFromToday(inDays);
  await addBirthday(page, name, day.month, day.day);
  await expect.poll(() => keptList(page)).toContain(name);
}

test('offline, the installed app shows the last loaded birthdays read-only, and carries on by itself once back online', async ({
  page,
  context,
  phone,
}) => {
  test.setTimeout(120_000);
  await signInWithKeptBirthday(page, phone.national, 'Katherine Johnson', 2);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  const coming = page.getByRole('region', { name: 'Coming Up' });
  await expect(coming.getByText('Katherine Johnson')).toBeVisible();
  await expect(coming.getByText('In 2 days')).toBeVisible();
  await expect(page.getByText(/read-only: adding, editing and deleting need a connection/)).toBeVisible();
  // Nothing here can change anything: no Add Birthday, and the rows are not buttons.
  await expect(page.getByRole('button')).toHaveCount(0);
  await expectAccessible(page);

  // Long enough offline for the start's own quick retries to have given up.
  await page.waitForTimeout(5000);
  await context.setOffline(false);
  // Back online, the app takes over without a click.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Katherine Johnson/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Birthday' })).toBeVisible();
});

test("signing out drops the kept list: offline, this browser shows no one's birthdays", async ({
  page,
  context,
  phone,
}) => {
  test.setTimeout(120_000);
  await signInWithKeptBirthday(page, phone.national, 'Dorothy Vaughan', 3);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Never Miss a Birthday Again' })).toBeVisible();
  await expect.poll(() => keptList(page)).toBe('');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(
    page.getByText('Cakeday needs a connection to load your birthdays.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Dorothy Vaughan')).toHaveCount(0);
});

test.describe('with the server out of reach', () => {
  // No worker and so no kept list: the plain screen.
  test.use({ serviceWorkers: 'block' });

  test("'Failed to connect to database' carries on by itself once the server answers again", async ({
    page,
    phone,
  }) => {
    await signIn(page, phone.national);
    await page.route('**/api/auth/me', (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByText('Failed to connect to database')).toBeVisible({ timeout: 15_000 });
    await page.unroute('**/api/auth/me');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 20_000 });
  });
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
