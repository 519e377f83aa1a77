import { expectAccessibleAtBothWidths } from '../fixtures/axe';
import { expect, signIn, test } from '../fixtures/test';

const titleButton = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').getByRole('button', { name: /Cakeday/ });

test('the header title opens Help Us Improve once; afterwards it thanks for the earlier note', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  await titleButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Help Us Improve' });
  await expect(dialog).toBeVisible();
  const text = dialog.getByRole('textbox', { name: 'Your feedback' });
  await expect(text).toBeFocused();
  const send = dialog.getByRole('button', { name: 'Send Feedback' });
  await expect(send).toBeDisabled();
  await text.fill('   \n ');
  await expect(send).toBeDisabled();
  await expectAccessibleAtBothWidths(page);

  // Cancel keeps the flag unset: the next click opens the modal again.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(titleButton(page)).toBeFocused();
  await titleButton(page).click();

  await text.fill('A widget for the home screen, please 🎂');
  await send.click();
  await expect(page.getByText('Thank you for your feedback!', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('hasFeedbackSubmitted'))).toBe('true');

  await titleButton(page).click();
  await expect(page.getByText('Thank you for your previous feedback!')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a failed send keeps the text and says so in the spec words', async ({ page, phone }) => {
  await signIn(page, phone.national);
  await page.route('**/api/feedback', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"oops":"provider said no"}' }),
  );
  await titleButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Help Us Improve' });
  await dialog.getByRole('textbox', { name: 'Your feedback' }).fill('Keep this text');
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Failed to submit feedback. Please try again.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('Keep this text');
  expect(await page.evaluate(() => localStorage.getItem('hasFeedbackSubmitted'))).toBeNull();
});

test("past the hourly limit, Help Us Improve says 'Failed to submit feedback' and why, and keeps the text", async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  for (let i = 1; i <= 5; i++) {
    const sent = await page.request.post('/api/feedback', {
      data: { type: 'feature_request', feedback: `Note ${i}` },
    });
    expect(sent.ok()).toBe(true);
  }
  await titleButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Help Us Improve' });
  await dialog.getByRole('textbox', { name: 'Your feedback' }).fill('One more idea');
  await dialog.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(page.getByText('Failed to submit feedback', { exact: true })).toBeVisible();
  await expect(
    page.getByText('You can send feedback up to 5 times an hour. Please try again later.'),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('One more idea');
});

test('Settings › Send Feedback takes a category and a non-blank message', async ({ page, phone }) => {
  await signIn(page, phone.national);
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await expect(dialog).toBeVisible();
  for (const label of ['Feature Suggestion', 'Bug Report', 'User Experience', 'Other']) {
    await expect(dialog.getByRole('radio', { name: label })).toBeVisible();
  }
  await expect(dialog.getByRole('radio', { name: 'Feature Suggestion' })).toBeChecked();
  const send = dialog.getByRole('button', { name: 'Send Feedback' });
  await expect(send).toBeDisabled();
  await expectAccessibleAtBothWidths(page);

  await dialog.getByRole('radio', { name: 'Bug Report' }).check();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('The calendar skipped a day.');
  const sent = page.waitForRequest('**/api/feedback');
  await send.click();
  expect((await sent).postDataJSON()).toEqual({ type: 'bug', feedback: 'The calendar skipped a day.' });
  await expect(page.getByText("Thank you for your feedback! We'll review it shortly.")).toBeVisible();
  await expect(dialog).toBeHidden();
});
