import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessibleAtBothWidths } from '../fixtures/axe';
import { expect, latestCode, signIn, test } from '../fixtures/test';
import { zoneInDaytime } from '../fixtures/zones';

// Issue 40: a browser whose language is Hebrew (right to left) or Chinese gets every screen of the
// walk in it. The English to look for is the catalog's own English (shared/i18n/catalogs/en.json): each
// plain message that the language writes differently must not be on the screen.
type Catalog = Record<string, string>;
const catalog = (locale: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../shared/i18n/catalogs/${locale}.json`), 'utf8'),
  ) as Catalog;
const english = catalog('en');

/** The catalog's English sentences still shown (text, and the names and hints people hear or read). */
async function englishLeft(page: Page, locale: string) {
  const translated = catalog(locale);
  const shown = await page.evaluate(() => {
    // An example the user is to say in English is marked as English (lang="en") and is no leftover.
    const examples = [...document.querySelectorAll('[lang="en"]')].map((el) => (el as HTMLElement).innerText);
    let text = document.body.innerText;
    for (const example of examples) text = text.replaceAll(example, '');
    // Names of other products are theirs in every language.
    for (const product of ['Google Calendar', 'Apple Calendar']) text = text.replaceAll(product, '');
    const parts = [text];
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) parts.push(el.getAttribute(name) ?? '');
    }
    return parts.join('\n');
  });
  return Object.entries(english)
    .filter(([key, text]) => !/[{<]/.test(text) && /[A-Za-z]{3,}/.test(text) && translated[key] !== text)
    .map(([, text]) => text)
    .filter((text) =>
      new RegExp(`(^|[^A-Za-z])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`).test(shown),
    );
}

const pad = (n: number) => String(n).padStart(2, '0');

const smsTo = async (e164: string) =>
  (
    (await (
      await fetch(`${process.env.FAKE_TWILIO_URL}/_messages?to=${encodeURIComponent(e164)}`)
    ).json()) as Array<{ body: string }>
  ).map((m) => m.body);

test.use({ viewport: { width: 390, height: 844 } });

test.describe('in Hebrew, right to left', () => {
  test.use({ locale: 'he-IL' });

  test('sign-in, Home, Add Birthday, the calendar views and Settings speak Hebrew, and Settings switches to Chinese for good', async ({
    page,
    phone,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('button', { name: 'מתחילים בחינם' }).first()).toBeVisible();
    expect(await englishLeft(page, 'he')).toEqual([]);

    await page.getByRole('button', { name: 'מתחילים בחינם' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'מספר טלפון' }).fill(phone.national);
    expect(await englishLeft(page, 'he')).toEqual([]);
    await dialog.getByRole('button', { name: 'המשך', exact: true }).click();
    const code = page.getByRole('textbox', { name: 'קוד אימות' });
    await expect(code).toBeVisible();
    // The code and the number stay left to right inside the Hebrew.
    await expect(code).toHaveAttribute('dir', 'ltr');
    expect(await englishLeft(page, 'he')).toEqual([]);
    const sent = await latestCode(phone.e164);
    // The code's own text is in the language the visitor reads.
    expect((await smsTo(phone.e164)).at(-1)).toBe(`הקוד שלך ל-Cakeday הוא ${sent}. הוא יפוג בעוד 10 דקות.`);
    await code.fill(sent);
    await page.getByRole('button', { name: 'אימות הקוד' }).click();
    const welcome = page.getByRole('dialog', { name: 'ברוכים הבאים ל-Cakeday!' });
    await expect(welcome).toBeVisible();
    expect(await englishLeft(page, 'he')).toEqual([]);
    // The dismissal is saved in the background: the reload below must not race it.
    const dismissed = page.waitForResponse((r) => r.url().endsWith('/api/account/onboarding') && r.ok());
    await welcome.getByRole('button', { name: 'אולי אחר כך' }).click();
    await dismissed;

    const today = new Date();
    const soon = new Date(today.getTime() + 2 * 86_400_000);
    expect(
      (
        await page.request.post('/api/birthdays', {
          data: { name: 'דנה לוי', date: `1990-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}` },
        })
      ).status(),
    ).toBe(201);
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'ניווט ראשי' });
    await expect(nav).toBeVisible();
    await expect(page.getByText('דנה לוי').first()).toBeVisible();
    await expect(page.getByText('בעוד יומיים').first()).toBeVisible();
    expect(await englishLeft(page, 'he')).toEqual([]);

    await nav
      .getByRole('button', { name: 'הוספת יום הולדת' })
      .or(nav.getByRole('link', { name: 'הוספת יום הולדת' }))
      .click();
    const add = page.getByRole('dialog', { name: 'הוספת יום הולדת' });
    await expect(add.getByLabel('שם', { exact: true })).toBeVisible();
    expect(await englishLeft(page, 'he')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();

    await nav.getByRole('link', { name: 'לוח שנה' }).click();
    await expect(page.getByRole('heading', { name: 'לוח שנה' })).toBeVisible();
    for (const view of ['שבוע', 'חודש', 'שנה']) {
      await page.getByRole('radio', { name: view, exact: true }).click();
      await expect(page.getByRole('radio', { name: view, exact: true })).toBeChecked();
      expect(await englishLeft(page, 'he'), view).toEqual([]);
    }

    await nav.getByRole('link', { name: 'הגדרות' }).click();
    await expect(page.getByRole('heading', { name: 'הגדרות' })).toBeVisible();
    expect(await englishLeft(page, 'he')).toEqual([]);

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/locale') && r.ok());
    await page.getByRole('combobox', { name: 'שפה' }).selectOption('zh-CN');
    await saved;
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: '设置' })).toBeVisible();
    expect(await englishLeft(page, 'zh-CN')).toEqual([]);

    // Kept on the account: another browser of the same person, whose own language is Hebrew, opens in Chinese.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('heading', { name: '设置' })).toBeVisible();
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '日历' }).click();
    await expect(page.getByRole('heading', { name: '日历' })).toBeVisible();
    expect(await englishLeft(page, 'zh-CN')).toEqual([]);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '首页' }).click();
    await expect(page.getByText('2天后').first()).toBeVisible();
    expect(await englishLeft(page, 'zh-CN')).toEqual([]);
  });
});

test.describe('the account language and the reminders', () => {
  const today = zoneInDaytime();
  test.use({ timezoneId: today.timeZone });
  // Gregorian months as Hebrew writes them, for the reminder's date.
  const HEBREW_MONTHS = [
    'ינואר',
    'פברואר',
    'מרץ',
    'אפריל',
    'מאי',
    'יוני',
    'יולי',
    'אוגוסט',
    'ספטמבר',
    'אוקטובר',
    'נובמבר',
    'דצמבר',
  ];

  test('Hebrew chosen in Settings writes the next SMS reminder in Hebrew', async ({ page, phone }) => {
    await signIn(page, phone.national);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/locale') && r.ok());
    await page.getByRole('combobox', { name: 'Language' }).selectOption('he');
    await saved;
    await expect(page.getByRole('heading', { name: 'הגדרות' })).toBeVisible();
    const year = today.local.getUTCFullYear() - 36;
    expect(
      (
        await page.request.post('/api/birthdays', {
          data: { name: 'Ada', date: `${year}-${pad(today.month)}-${pad(today.day)}` },
        })
      ).status(),
    ).toBe(201);
    await expect
      .poll(
        async () =>
          // The wish link after the sentence is the same in every language.
          (await smsTo(phone.e164))
            .filter((b) => b.startsWith('Cakeday: '))
            .map((b) => b.replace(/ http\S+$/, '')),
        { timeout: 45_000 },
      )
      .toEqual([`Cakeday: יום ההולדת ה-36 של Ada היום (${today.day} ב${HEBREW_MONTHS[today.month - 1]}).`]);
  });
});

/** Text that runs past the screen's edge, or past its own box where that box clips it. */
async function overflowingText(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width)
      found.push(`page ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!hasText || el.closest('[aria-hidden="true"], [inert], .sr-only') || !el.offsetParent) continue;
      // A row that scrolls sideways (the filter chips) shows the rest by scrolling: not cut off.
      let scroller: HTMLElement | null = el.parentElement;
      while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowX))
        scroller = scroller.parentElement;
      if (scroller) continue;
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      const clips = style.overflowX !== 'visible' && style.textOverflow !== 'ellipsis';
      if (box.right > width + 1 || box.left < -1 || (clips && el.scrollWidth > el.clientWidth + 1)) {
        found.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}"`);
      }
    }
    return found;
  });
}

for (const locale of ['de', 'he', 'ar'] as const) {
  test(`${locale} at 390 px: no text runs over, and axe finds nothing serious`, async ({ page, phone }) => {
    await signIn(page, phone.national);
    expect((await page.request.put('/api/locale', { data: { locale } })).ok()).toBe(true);
    expect(
      (
        await page.request.post('/api/birthdays', {
          data: { name: 'Maximilian Schwarzenberger-Hohenlohe', date: '1988-12-24' },
        })
      ).status(),
    ).toBe(201);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const nav = page.getByRole('navigation').last();
    for (const stop of [0, 1, 4]) {
      // Home, Calendar and Settings: the main bar's first, second and last links.
      await nav
        .getByRole('link')
        .nth(stop === 4 ? -1 : stop)
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await overflowingText(page), `${locale} stop ${stop}`).toEqual([]);
      if (locale !== 'de') await expectAccessibleAtBothWidths(page);
    }
  });
}

test.describe('in Simplified Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('sign-in, the welcome, Home, Add Birthday and the calendar views speak Chinese', async ({
    page,
    phone,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(await englishLeft(page, 'zh-CN')).toEqual([]);
    await page.getByRole('button', { name: '免费开始使用' }).first().click();
    await page.getByRole('dialog').getByRole('textbox', { name: '电话号码' }).fill(phone.national);
    expect(await englishLeft(page, 'zh-CN')).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: '继续', exact: true }).click();
    const code = page.getByRole('textbox', { name: '验证码' });
    const sent = await latestCode(phone.e164);
    expect((await smsTo(phone.e164)).at(-1)).toBe(`你的 Cakeday 验证码是 ${sent}，10 分钟后失效。`);
    await code.fill(sent);
    expect(await englishLeft(page, 'zh-CN')).toEqual([]);
    await page.getByRole('button', { name: '验证', exact: true }).click();
    const welcome = page.getByRole('dialog', { name: '欢迎使用 Cakeday！' });
    await expect(welcome).toBeVisible();
    expect(await englishLeft(page, 'zh-CN')).toEqual([]);
    const dismissed = page.waitForResponse((r) => r.url().endsWith('/api/account/onboarding') && r.ok());
    await welcome.getByRole('button', { name: '以后再说' }).click();
    await dismissed;

    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav).toBeVisible();
    expect(await englishLeft(page, 'zh-CN')).toEqual([]);
    await nav
      .getByRole('button', { name: '添加生日' })
      .or(nav.getByRole('link', { name: '添加生日' }))
      .click();
    const add = page.getByRole('dialog', { name: '添加生日' });
    await expect(add.getByLabel('姓名', { exact: true })).toBeVisible();
    expect(await englishLeft(page, 'zh-CN')).toEqual([]);
    await page.keyboard.press('Escape');
    await nav.getByRole('link', { name: '日历' }).click();
    for (const view of ['周', '月', '年']) {
      await page.getByRole('radio', { name: view, exact: true }).click();
      expect(await englishLeft(page, 'zh-CN'), view).toEqual([]);
    }
  });
});
