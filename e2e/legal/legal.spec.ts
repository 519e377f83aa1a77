import { expect, test } from '../fixtures/test';

// What the landing page and the legal texts promise holds for this server as configured: with an AI
// model (as in this run) and without one, with an SMS provider and without one.
test('the landing hero and the Privacy Policy say only what is true', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByText(
      'Get reminders by SMS or push notification, birthday wishes in your own tone and language, and gift ideas that actually fit.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/AI-written/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Privacy' }).click();
  const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(privacy.getByText('Last updated: January 11, 2024')).toBeVisible();
  await expect(
    privacy.getByText(
      /we store the phone number, the IP address the request came from and the time, to limit how many codes can be sent; they are deleted after 24 hours\./,
    ),
  ).toBeVisible();
  await expect(
    privacy.getByText(
      /A cookie keeps you signed in for 30 days, and the 30 days start again each time you use Cakeday/,
    ),
  ).toBeVisible();
  await privacy.getByRole('button', { name: 'Close' }).last().click();

  await page.getByRole('button', { name: 'Terms' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(
    terms.getByText(
      "Wishes and gift ideas come from an AI text service where the operator has set one up, and otherwise from Cakeday's own templates and catalogue.",
      { exact: false },
    ),
  ).toBeVisible();
});
