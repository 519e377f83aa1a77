import { type FakeHomeserver, startFakeHomeserver } from '@server/channels/matrix/fake-homeserver';
import { expect, signIn, test } from '../fixtures/test';
import { zoneInDaytime } from '../fixtures/zones';

const pad = (n: number) => String(n).padStart(2, '0');

// Today's 09:00 reminders are due at once there.
const today = zoneInDaytime();

test.use({ viewport: { width: 390, height: 844 }, timezoneId: today.timeZone });

// A homeserver on loopback, which the app may call (OUTBOUND_ALLOW=127.0.0.1, e2e/fixtures/global-setup.ts).
let homeserver: FakeHomeserver;
test.beforeAll(async () => {
  homeserver = await startFakeHomeserver();
});
test.afterAll(async () => {
  await homeserver.close();
});

test('Matrix is set up on a phone from the keyboard, its test arrives with the token, and a reminder due now is posted to the room', async ({
  page,
  phone,
}) => {
  // As long as a room version 12 ID: one word the row must break.
  const room = `!e2eRoomOpaque_Id-${phone.e164.slice(1)}X9yZ8wV7uT6sR5qP4:127.0.0.1`;
  const token = `syt_e2e_${phone.e164.slice(1)}`;
  homeserver.join(token, room);
  const inRoom = () => homeserver.events.filter((e) => e.roomId === room);

  await signIn(page, phone.national);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Reminder Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reminder Settings' });
  const row = dialog.locator('[data-channel-row="matrix"]');
  const matrix = dialog.getByRole('checkbox', { name: 'Matrix', exact: true });
  await expect(matrix).toBeDisabled();
  await expect(
    row.getByText('Post to a Matrix room (Element or any other app), from an account you give Cakeday.'),
  ).toBeVisible();

  // A homeserver written without https:// says so under its field; Enter saves the row only.
  const address = row.getByLabel('Homeserver');
  await address.fill('matrix.example.org');
  await address.press('Enter');
  await expect(row.getByRole('alert')).toHaveText(
    'Enter your homeserver’s address, like https://matrix.example.org',
  );
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();

  // A room address (#…) is not a room ID.
  await address.fill(homeserver.url);
  await row.getByLabel('Room ID').fill('#birthdays:example.org');
  await row.getByLabel('Room ID').press('Enter');
  await expect(row.getByRole('alert')).toHaveText(
    'Enter the room ID, like !abc123:example.org (Element: Room settings › Advanced). A room address starting with # does not work here.',
  );
  await expect(address).not.toHaveAttribute('aria-invalid');
  await row.screenshot({ path: test.info().outputPath('matrix-form-390.png') });

  // Then right, from the keyboard: Tab to the token, Enter saves.
  await row.getByLabel('Room ID').fill(room);
  await page.keyboard.press('Tab');
  await expect(row.getByLabel('Access token')).toBeFocused();
  await page.keyboard.type(token);
  await page.keyboard.press('Enter');
  const host = new URL(homeserver.url).host;
  await expect(row.getByText(`Reminders go to this room on ${host}:`)).toBeVisible();
  await expect(row.getByText(room, { exact: true })).toBeVisible();
  await expect(matrix).toBeChecked();
  await expect(row.getByLabel('Access token')).toBeHidden();
  await row.scrollIntoViewIfNeeded();
  await row.screenshot({ path: test.info().outputPath('matrix-row-390.png') });
  // Nothing of the row wider than the phone.
  expect(await row.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  await row.getByRole('button', { name: 'Send a test' }).click();
  await expect(page.getByText('Test sent to Matrix.')).toBeVisible();
  await expect.poll(() => inRoom().length).toBe(1);
  const sent = homeserver.requests.find((r) => r.roomId === room)!;
  expect(sent.headers.authorization).toBe(`Bearer ${token}`);
  expect(sent.content).toMatchObject({
    msgtype: 'm.text',
    body: expect.stringMatching(
      /^Cakeday test\nCakeday test: your birthday reminders will arrive in this room\.\n/,
    ),
  });
  await page.keyboard.press('Escape');

  // A birthday today: the engine's next pass posts its day-of reminder, keyed by its delivery.
  const res = await page.request.post('/api/birthdays', {
    data: { name: 'Ada Lovelace', date: `--${pad(today.month)}-${pad(today.day)}` },
  });
  expect(res.status()).toBe(201);
  await expect
    .poll(() => inRoom().find((e) => String(e.content.body).startsWith("Ada Lovelace's birthday is today")), {
      timeout: 30_000,
    })
    .toBeTruthy();
  const reminder = inRoom().find((e) =>
    String(e.content.body).startsWith("Ada Lovelace's birthday is today"),
  )!;
  expect(reminder.content.formatted_body).toContain('<strong>Ada Lovelace&#39;s birthday is today</strong>');
  expect(inRoom()).toHaveLength(2);
});
