import { pickDate } from '../fixtures/birthday-form';
import { endSessionElsewhere, expect, signIn, test } from '../fixtures/test';

const landing = (page: import('@playwright/test').Page) =>
  page.getByRole('heading', { name: 'Never Miss a Birthday Again' });

test('signing out in one tab takes the other tab to the landing page without a reload', async ({
  page,
  context,
  phone,
}) => {
  await signIn(page, phone.national);
  const other = await context.newPage();
  await other.goto('/calendar');
  await expect(other.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(landing(page)).toBeVisible();

  await expect(landing(other)).toBeVisible();
  await expect(other).toHaveURL(/\/$/);
  await expect(other.getByRole('navigation', { name: 'Main' })).toBeHidden();
});

test('a session ended on the server sends the page to the landing page on its next request', async ({
  page,
  context,
  baseURL,
  phone,
}) => {
  // No event stream here (a proxy that drops them): the next request is what tells the tab.
  await page.route('**/api/events', (route) => route.abort());
  await signIn(page, phone.national);
  await endSessionElsewhere(context, baseURL);

  // A query still under way from sign-in may meet the 401 first; otherwise the save below does.
  // The toast lasts 3 s and a step below may wait longer for a page already gone, so it is watched
  // for from the start.
  const told = expect(page.getByText('You have been signed out. Please sign in again.')).toBeVisible({
    timeout: 20_000,
  });
  await (async () => {
    await page.getByRole('button', { name: 'Add Birthday' }).click({ timeout: 5_000 });
    const dialog = page.getByRole('dialog', { name: 'Add Birthday' });
    await dialog.getByLabel('Name').fill('Dorothy Vaughan', { timeout: 5_000 });
    await pickDate(page, 9, 20);
    await dialog.getByRole('button', { name: 'Add Birthday' }).click({ timeout: 5_000 });
  })().catch(() => {});
  await told;
  await expect(landing(page)).toBeVisible();
});

test('an idle tab notices its session ended elsewhere and goes to the landing page by itself', async ({
  page,
  context,
  baseURL,
  phone,
}) => {
  const streamOpen = page.waitForResponse((res) => res.url().endsWith('/api/events') && res.status() === 200);
  await signIn(page, phone.national);
  await streamOpen;
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // The session ends on another device; nobody touches this tab from now on.
  const told = expect(page.getByText('Authentication error occurred')).toBeVisible({ timeout: 20_000 });
  await endSessionElsewhere(context, baseURL);

  await told;
  await expect(page.getByText('You have been signed out. Please sign in again.')).toBeVisible();
  await expect(landing(page)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
});
