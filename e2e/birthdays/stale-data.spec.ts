import { addBirthday, dayFromToday } from '../fixtures/birthday-form';
import { expect, signIn, test } from '../fixtures/test';

const pad = (n: number) => String(n).padStart(2, '0');

// The page's own refresh is what fails here: the service worker (which keeps the list for offline
// use, e2e/install) would fetch it past page.route.
test.use({ serviceWorkers: 'block' });

test('a failed background refresh keeps the loaded list, says it may be stale, and recovers by itself', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  const today = dayFromToday(0);
  await addBirthday(page, 'Ada Lovelace', today.month, today.day);
  const todays = page.getByRole('region', { name: "Today's Birthdays" });
  await expect(todays.getByRole('button', { name: /Ada Lovelace/ })).toBeVisible();

  // The list can no longer be fetched; another device adds a birthday, so this tab refetches.
  await page.route('**/api/birthdays', (route) => route.abort());
  const added = await page.request.post('/api/birthdays', {
    data: { name: 'Grace Hopper', date: `--${pad(today.month)}-${pad(today.day)}`, category: 'friends' },
  });
  expect(added.status()).toBe(201);

  const notice = page
    .getByRole('status')
    .filter({ hasText: "Showing saved data — couldn't refresh. Retrying…" });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(todays.getByRole('button', { name: /Ada Lovelace/ })).toBeVisible();
  await expect(page.getByText('Failed to load birthdays')).toBeHidden();

  // The calendar shows the same saved list with the same words.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(page.locator('[data-birthday-id]').filter({ hasText: 'Ada Lovelace' })).toBeVisible();
  await expect(notice).toBeVisible();

  // Once the server answers again, a retry brings the new birthday and the notice goes.
  await page.unroute('**/api/birthdays');
  await expect(page.locator('[data-birthday-id]').filter({ hasText: 'Grace Hopper' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(notice).toBeHidden();
});
