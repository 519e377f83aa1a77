import { expectAccessibleAtBothWidths } from '../fixtures/axe';
import { SETTINGS_ENTRIES } from '../fixtures/settings';
import { expect, signIn, test } from '../fixtures/test';

test('Settings lists every entry on a phone; each opens its modal', async ({ page, phone }) => {
  await signIn(page, phone.national);
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText('Manage your preferences')).toBeVisible();
  const menu = page.getByRole('list', { name: 'Settings menu' });
  await expect(menu.getByRole('button')).toHaveText(SETTINGS_ENTRIES.map((e) => new RegExp(`^${e}`)));
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  await menu.getByRole('button', { name: 'Add to Home Screen' }).click();
  const install = page.getByRole('dialog', { name: 'Add to Home Screen' });
  await expect(install.getByRole('listitem')).toHaveCount(3);
  await expect(install.getByText("Tap 'Add to Home screen' or 'Install app'.")).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('button', { name: 'Add to Home Screen' })).toBeFocused();
  await menu.getByRole('button', { name: 'Add to Home Screen' }).click();
  // (At 1280 px the entry itself is gone, but its open modal is still checked there.)
  await expectAccessibleAtBothWidths(page);
  await page.keyboard.press('Escape');

  await menu.getByRole('button', { name: 'How to Share' }).click();
  const howTo = page.getByRole('dialog', { name: 'How to Share' });
  await expect(howTo.getByRole('heading', { name: 'Share by User ID' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('button', { name: 'How to Share' })).toBeFocused();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu.getByRole('button', { name: 'Add to Home Screen' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'How to Share' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });

  test('Add to Home Screen shows the three Safari steps', async ({ page, phone }) => {
    await signIn(page, phone.national);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Add to Home Screen' }).click();
    const install = page.getByRole('dialog', { name: 'Add to Home Screen' });
    await expect(install.getByRole('listitem')).toHaveText([
      /Tap the Share button in Safari's toolbar\./,
      /Scroll down and tap 'Add to Home Screen'\./,
      /Tap 'Add' in the top-right corner\./,
    ]);
  });
});
