import { type Radicale, startRadicale } from '@test-support/radicale';
import { expect, signIn, test } from '../fixtures/test';
import { zoneInDaytime } from '../fixtures/zones';

const pad = (n: number) => String(n).padStart(2, '0');

// The contacts' birthdays fall today there, so Home shows them without a walk through the views.
const today = zoneInDaytime();
const monthDay = `${pad(today.month)}-${pad(today.day)}`;

test.use({ viewport: { width: 390, height: 844 }, timezoneId: today.timeZone });

const card = (uid: string, lines: string[]) =>
  ['BEGIN:VCARD', 'VERSION:3.0', `UID:${uid}`, ...lines, 'END:VCARD', ''].join('\r\n');

// Radicale on loopback, which the app may call (OUTBOUND_ALLOW=127.0.0.1, e2e/fixtures/global-setup.ts).
let radicale: Radicale;
let book: string;
test.beforeAll(async () => {
  radicale = await startRadicale();
  book = await radicale.makeBook('family', 'Family');
  await radicale.put(book, 'ann.vcf', card('ann', ['FN:Ann Address', `BDAY:1990-${monthDay}`]));
  await radicale.put(
    book,
    'ben.vcf',
    card('ben', ['FN:Ben Address', `BDAY;X-APPLE-OMIT-YEAR=1604:1604-${monthDay}`]),
  );
  await radicale.put(book, 'cy.vcf', card('cy', ['FN:Cy Address']));
});
test.afterAll(async () => {
  await radicale.close();
});

test('an address book is connected from its host, previewed, added, kept in sync, and its birthdays say where they come from', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Address books' }).click();
  const dialog = page.getByRole('dialog', { name: 'Address books' });
  // Only the host: the app finds the address books through /.well-known/carddav.
  await dialog.getByLabel('Server address').fill(radicale.url);
  // A colon cannot go in a user name (Basic authentication): said under it, nothing typed is lost.
  await dialog.getByLabel('User name').fill(`${radicale.user}:x`);
  await dialog.getByLabel('App password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog.getByLabel('User name')).toHaveAccessibleDescription(
    'A user name cannot contain a colon (:).',
  );
  await expect(dialog.getByLabel('Server address')).toHaveValue(radicale.url);
  // A wrong password: the server's refusal, in our words.
  await dialog.getByLabel('User name').fill(radicale.user);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The server refused this user name or password');
  await dialog.getByLabel('App password').fill(radicale.password);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await dialog.getByRole('checkbox', { name: 'Family' }).check();
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByRole('list', { name: 'What adding does' });
  await expect(preview).toContainText('2 birthdays to add');
  await expect(preview).toContainText('1 contact without a birthday left out');
  await dialog.getByRole('button', { name: 'Add 2 birthdays' }).click();
  await expect(page.getByText('2 birthdays added')).toBeVisible();

  // The phone saves one more contact; Sync now brings it.
  // Google's year-less --MMDD inside a vCard 3.0.
  await radicale.put(book, 'dee.vcf', card('dee', ['FN:Dee Address', `BDAY:--${monthDay.replace('-', '')}`]));
  await dialog.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('Synced: 1 birthday added')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  for (const name of ['Ann Address', 'Ben Address', 'Dee Address']) {
    await expect(page.getByRole('button', { name: new RegExp(name) }).first()).toBeVisible();
  }
  await expect(page.getByText('Cy Address')).toHaveCount(0);
  await page
    .getByRole('button', { name: /Ann Address/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Ann Address' }).getByText('From 127.0.0.1')).toBeVisible();
});
