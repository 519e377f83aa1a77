import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures/test';

// Issue 40: a date kept in another calendar reads in the chosen language's own words (农历八月十五,
// ט״ו בתשרי), in the list and in the birthday's details, once the language is chosen in Settings. The clock is
// set to Sunday, Sep 20, 2026: Mid-Autumn (15th of the 8th lunar month) is on Fri, Sep 25, 15 Tishrei 5787 on
// Sat, Sep 26, both coming up this week on Home.
const TODAY = new Date('2026-09-20T12:00:00');
async function chooseLanguage(page: Page, locale: string, settings: string) {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/locale') && r.ok());
  await page.getByRole('combobox', { name: settings }).selectOption(locale);
  await saved;
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

test('kept dates in Chinese and in Hebrew', async ({ page, phone }) => {
  await page.clock.setFixedTime(TODAY);
  await signIn(page, phone.national);
  for (const data of [
    { name: 'Grandma', date: '--08-15', calendar: 'chinese', leap: false },
    { name: 'Saba', date: '--01-15', calendar: 'hebrew', leap: false },
  ]) {
    expect((await page.request.post('/api/birthdays', { data })).status()).toBe(201);
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await chooseLanguage(page, 'zh-CN', 'Language');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
  const grandma = page.locator('[data-birthday-id]').filter({ hasText: 'Grandma' }).first();
  await expect(grandma).toContainText('农历八月十五 · 今年 9月25日周五');
  await grandma.click();
  await expect(page.getByRole('dialog', { name: 'Grandma' })).toContainText(
    '农历八月十五 · 今年 9月25日周五',
  );
  await page.keyboard.press('Escape');

  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '设置' }).click();
  await chooseLanguage(page, 'he', '语言');
  await page.getByRole('navigation', { name: 'ניווט ראשי' }).getByRole('link', { name: 'בית' }).click();
  await expect(page.locator('[data-birthday-id]').filter({ hasText: 'Saba' }).first()).toContainText(
    'ט״ו בתשרי · ',
  );
});
