import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/accessibility';
import { expect, signIn, test } from '../fixtures/test';

/** Saves a birthday through the API with the page's own session, then opens its details on the calendar. */
async function openDetails(page: Page, name: string, date: string, notes = '') {
  const res = await page.request.post('/api/birthdays', { data: { name, date, notes, category: 'family' } });
  expect(res.status()).toBe(201);
  await page.goto('/calendar');
  await page.getByText('Year', { exact: true }).click();
  await page.getByText(/^Feb/).first().click();
  await page.getByRole('button', { name }).first().click();
  return page.getByRole('dialog', { name });
}

/** Opens a new birthday's Add to Calendar and chooses Add to Google Calendar. */
async function addWithGoogle(page: Page, name: string, date: string, notes = '') {
  const details = await openDetails(page, name, date, notes);
  await details.getByRole('button', { name: 'Add to Calendar' }).click();
  await page
    .getByRole('dialog', { name: 'Add to Calendar' })
    .getByRole('button', { name: /Add to Google Calendar/ })
    .click();
}

/**
 * Google's two scripts, as small stand-ins served in their place: the same globals and calls the app
 * uses (gapi.load, gapi.client.init/setToken/calendar.events.insert, google.accounts.oauth2), recording
 * what was asked for. `tokenError` makes the consent step fail as Google reports it.
 */
async function stubGoogle(page: Page, { tokenError }: { tokenError?: string } = {}) {
  await page.route('https://apis.google.com/js/api.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.__google = { inserted: [], token: null, discovery: null };
        window.gapi = {
          load: (name, cb) => setTimeout(cb.callback, 0),
          client: {
            init: async (o) => { window.__google.discovery = o.discoveryDocs; },
            setToken: (t) => { window.__google.token = t.access_token; },
            calendar: { events: { insert: async (r) => { window.__google.inserted.push(r); return { result: { id: 'e1' } }; } } },
          },
        };`,
    }),
  );
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { oauth2: { initTokenClient: (c) => ({
          requestAccessToken: () => { window.__google.client = { id: c.client_id, scope: c.scope };
            setTimeout(() => c.callback(${tokenError ? `{ error: '${tokenError}' }` : "{ access_token: 'tok-123' }"}), 0); },
        }) } } };`,
    }),
  );
}

test('Add to Calendar offers a Google Calendar link and an .ics download with a yearly rule and a 7-day alarm', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  const details = await openDetails(page, 'Leap Day', '--02-29', 'Cake, candles; song');
  await details.getByRole('button', { name: 'Add to Calendar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Calendar' });

  const link = new URL(
    (await dialog.getByRole('link', { name: /Open in Google Calendar/ }).getAttribute('href'))!,
  );
  expect(link.origin + link.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(link.searchParams.get('text')).toBe("Leap Day's Birthday");
  expect(link.searchParams.get('details')).toBe('Cake, candles; song');
  expect(link.searchParams.get('recur')).toBe('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1');
  expect(link.searchParams.get('dates')).toMatch(/^\d{4}02(28|29)\/\d{4}03(01)$/);

  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: /Download \.ics file/ }).click();
  await expectAccessible(page);
  const file = await download;
  expect(file.suggestedFilename()).toBe('Leap Day.ics');
  const ics = await readFile((await file.path())!, 'utf8');
  expect(ics).toContain("SUMMARY:Leap Day's Birthday");
  expect(ics).toContain('DESCRIPTION:Cake\\, candles\\; song');
  expect(ics).toContain('RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1');
  expect(ics).toContain('TRIGGER:-P7D');
});

test('Add to Google Calendar signs in with Google and inserts the spec event into the primary calendar', async ({
  page,
  phone,
}) => {
  await stubGoogle(page);
  await signIn(page, phone.national);
  await addWithGoogle(page, 'Grace', '1906-02-09', 'Admiral');
  await expect(page.getByText('Birthday added to calendar successfully!')).toBeVisible();

  const google = await page.evaluate(
    () => (window as unknown as { __google: Record<string, unknown> }).__google,
  );
  expect(google.client).toEqual({
    id: 'e2e-client.apps.googleusercontent.com',
    scope: 'https://www.googleapis.com/auth/calendar.events',
  });
  expect(google.token).toBe('tok-123');
  const [insert] = google.inserted as Array<{ calendarId: string; resource: Record<string, unknown> }>;
  expect(insert!.calendarId).toBe('primary');
  const event = insert!.resource as {
    start: { date: string; timeZone: string };
    end: { date: string; timeZone: string };
  } & Record<string, unknown>;
  expect(event.summary).toBe("Grace's Birthday");
  expect(event.description).toBe('Admiral');
  expect(event.recurrence).toEqual(['RRULE:FREQ=YEARLY']);
  expect(event.reminders).toEqual({
    useDefault: false,
    overrides: [
      { method: 'email', minutes: 10080 },
      { method: 'popup', minutes: 10080 },
    ],
  });
  expect(event.start.date).toMatch(/^\d{4}-02-09$/);
  expect(event.end.date).toMatch(/^\d{4}-02-10$/);
  expect(event.start.timeZone).toBeTruthy();
});

test('a Google consent refused for an app in testing tells the user to be added as a test user', async ({
  page,
  phone,
}) => {
  await stubGoogle(page, { tokenError: 'access_denied' });
  await signIn(page, phone.national);
  await addWithGoogle(page, 'Ida', '--02-02');
  await expect(
    page.getByText('Please add your email as a test user in the Google Cloud Console'),
  ).toBeVisible();
});

test('when Google cannot be reached, the spec message says so', async ({ page, phone }) => {
  await page.route('https://apis.google.com/**', (route) => route.abort());
  await signIn(page, phone.national);
  await addWithGoogle(page, 'Joy', '--02-03');
  await expect(page.getByText('Failed to load Google API client')).toBeVisible();
});

test('Settings makes a private feed URL to copy; it works without a cookie and stops after Reset', async ({
  page,
  phone,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await signIn(page, phone.national);
  await page.request.post('/api/birthdays', {
    data: { name: 'Feed Person', date: '1990-02-09', category: 'family' },
  });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Calendar Feed' });
  await section.getByRole('button', { name: 'Create Feed URL' }).click();
  const field = section.getByRole('textbox', { name: 'Calendar feed URL' });
  const first = await field.inputValue();
  expect(first).toMatch(new RegExp(`^${baseURL}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Calendar feed URL copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  // A calendar app has no cookie: plain fetch from outside the browser.
  const feed = await fetch(first);
  expect(feed.status).toBe(200);
  expect(await feed.text()).toMatch(/SUMMARY:Feed Person's \d+th Birthday/);

  await section.getByRole('button', { name: 'Reset' }).click();
  await section.getByRole('button', { name: 'Reset URL' }).click();
  await expect(field).not.toHaveValue(first);
  const second = await field.inputValue();
  expect((await fetch(first)).status).toBe(404);
  expect((await fetch(second)).status).toBe(200);

  await page.reload();
  await expect(section).toContainText('Your feed is on.');
});
