import type { Page } from '@playwright/test';
import { FAKE_AI_WISH, type FakeAiMode, type FakeAiRequest } from '@test-support/fake-ai';
import { expectAccessible } from '../fixtures/accessibility';
import { dayFromToday, pickDate } from '../fixtures/birthday-form';
import { expect, signIn, test } from '../fixtures/test';

// The fake model is one for the whole run: these tests switch its mode, so they take turns.
test.describe.configure({ mode: 'serial' });

const fakeAi = (path: string, init?: RequestInit) => fetch(`${process.env.FAKE_AI_URL}${path}`, init);
const setModel = (mode: FakeAiMode) => fakeAi('/_mode', { method: 'POST', body: JSON.stringify({ mode }) });
/** The model's next answers, in order. */
const scriptModel = (...contents: string[]) =>
  fakeAi('/_script', { method: 'POST', body: JSON.stringify({ contents }) });
test.afterEach(async () => {
  await setModel('ok');
});

const pad = (n: number) => String(n).padStart(2, '0');

/** A birthday straight through the API, then Home shows it. */
async function addBirthdayByApi(page: Page, birthday: Record<string, unknown>) {
  const res = await page.request.post('/api/birthdays', { data: birthday });
  expect(res.status()).toBe(201);
  await page.reload();
}

/** Opens 'Send Birthday Wishes' from the row of today's (only) birthday. */
async function openWish(page: Page) {
  await page
    .getByRole('region', { name: "Today's Birthdays" })
    .getByRole('button', { name: 'Send wishes' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Send Birthday Wishes' });
  return { dialog, message: dialog.getByLabel('Your message') };
}

async function todayBirthday(page: Page, name: string, extra: Record<string, unknown> = {}) {
  const today = dayFromToday(0);
  await addBirthdayByApi(page, { name, date: `--${pad(today.month)}-${pad(today.day)}`, ...extra });
}

test('a wish is written by the model, edited and sent by WhatsApp or Telegram; confetti follows', async ({
  page,
  phone,
  context,
}) => {
  await context.route('https://t.me/**', (route) => route.fulfill({ body: 'Telegram' }));
  await signIn(page, phone.national);
  await todayBirthday(page, 'Zeynep Kaya', { phoneNumber: '5321234567', countryCode: '+90' });

  const { dialog, message } = await openWish(page);
  await expect(message).toHaveValue(FAKE_AI_WISH);
  await expectAccessible(page);
  const whatsApp = dialog.getByRole('link', { name: 'WhatsApp' });
  await expect(whatsApp).toHaveAttribute(
    'href',
    `https://wa.me/905321234567?text=${encodeURIComponent(FAKE_AI_WISH)}`,
  );

  await message.fill('İyi ki doğdun Zeynep! 🎉');
  await expect(whatsApp).toHaveAttribute(
    'href',
    `https://wa.me/905321234567?text=${encodeURIComponent('İyi ki doğdun Zeynep! 🎉')}`,
  );
  await expect(dialog.getByRole('link', { name: 'SMS' })).toHaveAttribute(
    'href',
    /^sms:\+905321234567\?body=/,
  );

  // The key never reaches the page.
  expect(await page.content()).not.toContain(process.env.FAKE_AI_KEY!);

  // Telegram's share link carries the wish as its text and Cakeday's address as its url.
  const telegram = dialog.getByRole('link', { name: 'Telegram' });
  await expect(telegram).toHaveAttribute(
    'href',
    `https://t.me/share/url?url=${encodeURIComponent(new URL(page.url()).origin)}&text=%C4%B0yi%20ki%20do%C4%9Fdun%20Zeynep!%20%F0%9F%8E%89`,
  );
  const popup = page.waitForEvent('popup');
  await telegram.click();
  await (await popup).close();
  await expect(dialog.getByText('Sent! 🎉')).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(1);
  // The 'sent' state holds 3 s, then the modal closes by itself.
  await expect(dialog).toBeHidden({ timeout: 10_000 });
});

test('no confetti for people who prefer reduced motion; no phone means no SMS or WhatsApp', async ({
  page,
  phone,
  context,
}) => {
  await context.route('https://t.me/**', (route) => route.fulfill({ body: 'Telegram' }));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, phone.national);
  await todayBirthday(page, 'Ada');
  await page
    .getByRole('region', { name: "Today's Birthdays" })
    .getByRole('button', { name: /Ada/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Ada' }).getByRole('button', { name: 'Send Wishes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Birthday Wishes' });
  await expect(dialog.getByLabel('Your message')).toHaveValue(FAKE_AI_WISH);
  await expect(dialog.getByRole('button', { name: 'WhatsApp' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'SMS' })).toBeDisabled();
  await expect(
    dialog.getByText('Add a phone number to this birthday to send by SMS or WhatsApp.'),
  ).toBeVisible();

  const popup = page.waitForEvent('popup');
  await dialog.getByRole('link', { name: 'Telegram' }).click();
  await (await popup).close();
  await expect(dialog.getByText('Sent! 🎉')).toBeVisible();
  await expect(page.locator('canvas')).toHaveCount(0);
});

test('a failing model still gives a built-in wish; Message Settings change tone and language', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: /Message Settings/ }).click();
  const settings = page.getByRole('dialog', { name: 'Message Settings' });
  const save = settings.getByRole('button', { name: 'Save Settings' });
  await expect(settings.getByRole('radio', { name: /Friendly/ })).toBeChecked();
  await expect(settings.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(save).toBeDisabled();
  // A toast still fading out would be checked with half its colour.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await expectAccessible(page);
  await settings.getByRole('radio', { name: /Funny/ }).check();
  await settings.getByRole('radio', { name: 'Turkish' }).check();
  await save.click();
  await expect(page.getByText('Message settings updated to funny tone in Turkish')).toBeVisible();
  await expect(settings).toBeHidden();

  await page.getByRole('link', { name: 'Home' }).click();
  await todayBirthday(page, 'Deniz');
  await setModel('fail');
  const { dialog } = await openWish(page);
  await expect(dialog.getByText('Funny · Turkish')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByLabel('Your message')).toHaveValue(/Deniz/);
  await expect(dialog.getByLabel('Your message')).not.toHaveValue(FAKE_AI_WISH);
});

test('Message Settings changed inside the wish rewrite it at once; the modal says who wrote it', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  await todayBirthday(page, 'Deniz');
  const { dialog, message } = await openWish(page);
  await expect(message).toHaveValue(FAKE_AI_WISH);
  await expect(dialog.getByText('Friendly · English')).toBeVisible();
  await expect(dialog.getByText('Written by AI. Read it before you send it.')).toBeVisible();

  await scriptModel('Sayın Deniz, doğum gününüz kutlu olsun. 🎂');
  await dialog.getByRole('button', { name: 'Message Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Message Settings' });
  await settings.getByRole('radio', { name: /Formal/ }).check();
  await settings.getByRole('radio', { name: 'Turkish' }).check();
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Message settings updated to formal tone in Turkish')).toBeVisible();
  await expect(settings).toBeHidden();
  await expect(dialog.getByText('Formal · Turkish')).toBeVisible();
  await expect(message).toHaveValue('Sayın Deniz, doğum gününüz kutlu olsun. 🎂');
  const requests = (await (await fakeAi('/_requests')).json()) as FakeAiRequest[];
  expect(requests.at(-1)!.body.messages[0]!.content).toContain('Tone: formal. Language: Turkish.');

  // A model that fails: the wish comes from the built-in templates, and the modal says so.
  await setModel('fail');
  await dialog.getByRole('button', { name: 'Regenerate' }).click();
  await expect(dialog.getByText("Written from Cakeday's own templates.")).toBeVisible({ timeout: 20_000 });
  await expect(message).toHaveValue(/Deniz/);
  await expect(message).not.toHaveValue('Sayın Deniz, doğum gününüz kutlu olsun. 🎂');
});

test('Regenerate always gives a different wish', async ({ page, phone }) => {
  await signIn(page, phone.national);
  await todayBirthday(page, 'Lale', { category: 'friends' });
  await setModel('fail');
  const { dialog, message } = await openWish(page);
  const regenerate = dialog.getByRole('button', { name: 'Regenerate' });
  await expect(message).toHaveValue(/Lale/, { timeout: 20_000 });
  for (let i = 0; i < 6; i++) {
    const before = await message.inputValue();
    await regenerate.click();
    await expect(regenerate).toBeEnabled({ timeout: 20_000 });
    await expect(message).not.toHaveValue(before);
    await expect(message).toHaveValue(/Lale/);
  }
});

test('the Gift Wizard shows the model’s ideas in a carousel, and the catalogue when the model fails', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  await todayBirthday(page, 'Hakan', { interests: ['Outdoor Adventures', 'Board Games'] });
  await page
    .getByRole('region', { name: "Today's Birthdays" })
    .getByRole('button', { name: /Hakan/ })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Hakan' }).getByRole('button', { name: 'Gift Ideas' }).click();
  const wizard = page.getByRole('dialog', { name: 'Gift Wizard' });
  const carousel = wizard.getByRole('region', { name: 'Gift ideas for Hakan' });
  await expect(carousel.getByRole('heading', { name: 'Model gift 1' })).toBeVisible();
  await expect(carousel.getByText('1 of 5')).toBeVisible();
  await expectAccessible(page);
  await carousel.getByRole('button', { name: 'Next idea' }).click();
  await expect(carousel.getByRole('heading', { name: 'Model gift 2' })).toBeVisible();
  await carousel.focus();
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByRole('heading', { name: 'Model gift 3' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(carousel.getByRole('heading', { name: 'Model gift 2' })).toBeVisible();
  // A swipe to the left shows the next idea.
  await carousel.evaluate((el) => {
    const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 100 });
    el.dispatchEvent(new TouchEvent('touchstart', { touches: [touch(300)], bubbles: true }));
    el.dispatchEvent(new TouchEvent('touchend', { changedTouches: [touch(100)], bubbles: true }));
  });
  await expect(carousel.getByRole('heading', { name: 'Model gift 3' })).toBeVisible();

  await setModel('malformed');
  await wizard.getByRole('button', { name: 'Try Again' }).click();
  await expect(wizard.getByText('AI suggestions are currently unavailable')).toBeVisible();
  await expect(carousel.getByText('1 of 5')).toBeVisible();
  await expect(carousel.getByRole('heading', { name: 'Model gift 1' })).toBeHidden();
  // Each catalogue card has its own 'Why it works' and 'Personal touches'.
  const lists = carousel.getByRole('article').getByRole('list');
  const [why, touches] = [await lists.nth(0).textContent(), await lists.nth(1).textContent()];
  expect(why && touches).toBeTruthy();
  await carousel.getByRole('button', { name: 'Next idea' }).click();
  await expect(carousel.getByText('2 of 5')).toBeVisible();
  await expect(lists.nth(0)).not.toHaveText(why!);
  await expect(lists.nth(1)).not.toHaveText(touches!);
  // The regenerate reset (5 s) keeps Try Again from firing again at once.
  await expect(wizard.getByRole('button', { name: 'Try Again' })).toBeDisabled();
  await expect(wizard.getByRole('button', { name: 'Try Again' })).toBeEnabled({ timeout: 10_000 });
});

/**
 * A scripted SpeechRecognition: hears `transcript` (interim first), finishes when stopped. A test
 * changes what it hears next with `hearNext`.
 */
async function scriptSpeech(page: Page, transcript: string | null) {
  await page.addInitScript((heard) => {
    const w = window as unknown as Record<string, unknown>;
    // Chromium has its own (prefixed, or newer unprefixed) recognizer: replace or remove both.
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
      Object.defineProperty(window, name, { value: undefined, configurable: true, writable: true });
    }
    if (heard === null) return;
    w.SpeechRecognition = class {
      lang = '';
      onresult: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      start() {
        (window as unknown as { __speechLang: string }).__speechLang = this.lang;
        setTimeout(
          () =>
            this.onresult?.({
              results: [Object.assign([{ transcript: heard.split(' ')[0] }], { isFinal: false })],
            }),
          50,
        );
      }
      stop() {
        const said = (window as unknown as { __heardNext?: string }).__heardNext ?? heard;
        this.onresult?.({ results: [Object.assign([{ transcript: said }], { isFinal: true })] });
        this.onend?.();
      }
      abort() {}
    };
  }, transcript);
}

test('voice entry fills the Add Birthday form', async ({ page, phone }) => {
  await scriptSpeech(page, 'Add Sarah on March 5th');
  await signIn(page, phone.national);
  await page.getByRole('button', { name: 'Add Birthday' }).click();
  const form = page.getByRole('dialog', { name: 'Add Birthday' });
  await form.getByRole('button', { name: 'Add by voice' }).click();
  const listening = form.getByRole('button', { name: 'Listening... (tap to stop)' });
  await expect(listening).toBeVisible();
  await expect(form.getByText('“Add”')).toBeVisible();
  await listening.click();
  await expect(form.getByRole('button', { name: 'Recognition Complete' })).toBeVisible();
  await expect(page.getByText('Successfully recognized input!')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Sarah');
  await expect(form.getByRole('button', { name: /^Birthday/ })).toContainText('March 5');
  expect(await page.evaluate(() => (window as unknown as { __speechLang: string }).__speechLang)).toBe(
    'en-US',
  );
  const requests = (await (await fakeAi('/_requests')).json()) as FakeAiRequest[];
  expect(requests.at(-1)!.body.messages.at(-1)!.content).toBe('Add Sarah on March 5th');
  await form.getByRole('button', { name: 'Add Birthday' }).click();
  await expect(page.getByText('Birthday added successfully!')).toBeVisible();
});

/** Signs in with speech that hears `transcript`, opens Add Birthday and speaks once; the form. */
async function speakInAddBirthday(page: Page, national: string, transcript: string) {
  await scriptSpeech(page, transcript);
  await signIn(page, national);
  // The built-in reader answers (the model's answer is not one to trust).
  await setModel('malformed');
  await page.getByRole('button', { name: 'Add Birthday' }).click();
  const form = page.getByRole('dialog', { name: 'Add Birthday' });
  await form.getByRole('button', { name: 'Add by voice' }).click();
  await form.getByRole('button', { name: 'Listening... (tap to stop)' }).click();
  return form;
}

const hearNext = (page: Page, transcript: string) =>
  page.evaluate((said) => {
    (window as unknown as { __heardNext?: string }).__heardNext = said;
  }, transcript);

test('voice entry heard in two goes: the name fills its field, then the date fills its own', async ({
  page,
  phone,
}) => {
  const form = await speakInAddBirthday(page, phone.national, 'Remember grandpa Joe');
  await expect(page.getByText('Name recognized!')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Grandpa Joe');
  await expect(form.getByRole('alert')).toHaveText('Please include both name and date in your voice input.');

  await hearNext(page, 'on the 12th of August 1950');
  await form.getByRole('button', { name: 'Try Again' }).click();
  await form.getByRole('button', { name: 'Listening... (tap to stop)' }).click();
  await expect(page.getByText('Date recognized!')).toBeVisible();
  await expect(form.getByRole('button', { name: /^Birthday/ })).toContainText('August 12');
  await expect(form.getByLabel('Name')).toHaveValue('Grandpa Joe');
  await expect(form.getByRole('button', { name: 'Recognition Complete' })).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Add Birthday' }).click();
  await expect(page.getByText('Birthday added successfully!')).toBeVisible();
});

test('voice entry without a date says so, and Try Again starts over', async ({ page, phone }) => {
  const form = await speakInAddBirthday(page, phone.national, 'hello there');
  await expect(form.getByRole('alert')).toHaveText('Please include both name and date in your voice input.');
  await expect(form.getByLabel('Name')).toHaveValue('');
  await form.getByRole('button', { name: 'Try Again' }).click();
  await expect(form.getByRole('button', { name: 'Listening... (tap to stop)' })).toBeVisible();
  await pickDate(page, 1, 2);
});

test('without speech recognition the voice button says so', async ({ page, phone }) => {
  await scriptSpeech(page, null);
  await signIn(page, phone.national);
  await page.getByRole('button', { name: 'Add Birthday' }).click();
  const form = page.getByRole('dialog', { name: 'Add Birthday' });
  await expect(
    form.getByRole('button', { name: 'Speech recognition is not supported in your browser' }),
  ).toBeDisabled();
});
