import { expect, signIn, test } from '../fixtures/test';

for (const width of [375, 1280]) {
  test(`shots ${width}`, async ({ page, phone }) => {
    await page.setViewportSize({ width, height: 820 });
    await signIn(page, phone.national);
    await page.request.post('/api/birthdays', {
      data: { name: 'Leap Day', date: '--02-29', category: 'family' },
    });
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Create Feed URL' }).click();
    await page.screenshot({ path: `/tmp/i11/settings-${width}.png`, fullPage: true });
    await page.goto('/calendar');
    await page.getByText('Year', { exact: true }).click();
    await page.getByText(/^Feb/).first().click();
    await page.getByRole('button', { name: 'Leap Day' }).first().click();
    await page.screenshot({ path: `/tmp/i11/details-${width}.png` });
    await page.getByRole('button', { name: 'Add to Calendar' }).click();
    await expect(page.getByRole('dialog', { name: 'Add to Calendar' })).toBeVisible();
    await page.screenshot({ path: `/tmp/i11/addcal-${width}.png` });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Share Options' }).click();
    await page.screenshot({ path: `/tmp/i11/options-${width}.png` });
  });
}
