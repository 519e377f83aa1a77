import path from 'node:path';
import { expectAccessible } from '../fixtures/accessibility';
import { exportAll, openImport } from '../fixtures/import-export';
import { expect, signIn, test } from '../fixtures/test';

const CSV = [
  'Name;Date;Notes;Phone Number',
  'Ann Example;1990-05-17;"Tea, not coffee; ""oolong"""; +1 2015550142',
  'ann example;--05-17;;',
  'Ben;31/12/1980;;',
  'Cleo 🎂;--02-29;"line one',
  'line two";',
  'Dev;2001-07-04;;',
].join('\r\n');

test('importing one birthday says so in the singular while it runs', async ({ page, phone }) => {
  await signIn(page, phone.national);
  const dialog = await openImport(page);
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'one.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Name,Date\r\nAda Lovelace,1815-12-10'),
  });
  // The import is held until its progress has been read.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/imports', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Import 1 Birthday' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Importing 1 birthday...');
  release();
  await expect(page.getByText('Birthdays imported successfully! 1 added.')).toBeVisible();
});

test('imports a CSV through preview and confirm, other tabs follow, and exports it back', async ({
  page,
  phone,
}, testInfo) => {
  await signIn(page, phone.national);
  const otherTab = await page.context().newPage();
  await otherTab.goto('/calendar');
  await otherTab.getByText('Year', { exact: true }).click();
  const counter = otherTab.getByRole('status').filter({ hasText: 'Birthdays This Year' });
  await expect(counter).toHaveText('0 Birthdays This Year');

  await page.getByRole('button', { name: 'Share Options' }).click();
  const options = page.getByRole('dialog', { name: 'Share Options' });
  await expect(options.getByRole('button', { name: 'Export All to CSV' })).toHaveCount(0);
  await options.getByRole('button', { name: 'Import from CSV or vCard' }).click();

  const dialog = page.getByRole('dialog', { name: 'Import Birthdays' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'contacts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${CSV}`),
  });
  const summary = dialog.getByRole('list', { name: 'Import summary' });
  await expect(summary).toContainText('3to add');
  await expect(summary).toContainText('1duplicates to skip');
  await expect(summary).toContainText('1with errors');
  await expect(dialog).toContainText(`Row 4 · Ben: ${'Dates must be in YYYY-MM-DD format'}`);
  await page.screenshot({ path: testInfo.outputPath('import-preview.png') });
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Import 3 Birthdays' }).click();
  await expect(page.getByText('Birthdays imported successfully! 3 added, 2 skipped.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The other tab hears it by realtime: three birthdays this year.
  await expect(counter).toHaveText('3 Birthdays This Year');

  const { name, text } = await exportAll(page, 'CSV');
  expect(name).toBe('birthdays.csv');
  const lines = text.replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]).toBe('Name,Date,Notes,Phone Number');
  expect(lines).toContain('Ann Example,1990-05-17,"Tea, not coffee; ""oolong""",+1 2015550142');
  expect(text).toContain('Cleo 🎂,--02-29,"line one\r\nline two",');
});

test('a file without name and date columns gets the spec message and loses nothing', async ({
  page,
  phone,
}) => {
  await signIn(page, phone.national);
  const dialog = await openImport(page);
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'wrong.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('who,when\nAnn,2000-01-01\n'),
  });
  await expect(dialog.getByRole('alert')).toHaveText('CSV must contain at least "name" and "date" columns');
  // A right file after a wrong one goes through.
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'contacts.vcf',
    mimeType: 'text/vcard',
    buffer: Buffer.from('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Zoë\r\nBDAY:--0517\r\nEND:VCARD\r\n'),
  });
  await expect(dialog.getByRole('list', { name: 'Import summary' })).toContainText('1to add');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

const fixture = (name: string) => path.join(import.meta.dirname, '../../shared/import-export/fixtures', name);

test("imports a phone's vCard 2.1 and an Outlook CSV as exported, then exports a vCard of them", async ({
  page,
  phone,
}, testInfo) => {
  // Three imports and an export, each a round trip to the server.
  test.slow();
  await signIn(page, phone.national);

  // An Android-style 2.1 export: quoted-printable Chinese and Arabic names, bare parameters, a photo.
  let dialog = await openImport(page);
  await dialog.locator('input[type=file]').setInputFiles([fixture('own/android-2.1-qp-chinese-arabic.vcf')]);
  const summary = dialog.getByRole('list', { name: 'Import summary' });
  await expect(summary).toContainText('2to add');
  await expect(dialog).toContainText('王小明, October 1st, 1990');
  await expect(dialog).toContainText('فاطمة الحسن, March 12th');
  await dialog.getByRole('button', { name: 'Import 2 Birthdays' }).click();
  await expect(page.getByText('Birthdays imported successfully! 2 added.')).toBeVisible();

  // Outlook (US English): 4/12/1985, 0/0/00 for none, an extension, a German number without '+'.
  dialog = await openImport(page);
  await dialog.locator('input[type=file]').setInputFiles(fixture('own/outlook-en-us.csv'));
  await expect(summary).toContainText('4to add');
  await expect(summary).toContainText('2without a birthday');
  await expect(dialog).toContainText(
    'Dates were read as month/day/year (4/12/1985 is April 12th, 1985), as other dates in this file show.',
  );
  await expect(dialog).toContainText('Row 6 · Eve Leap: The phone extension 1234 was left out.');
  await expect(dialog).toContainText(
    'Row 7 · Farid Haddad: The phone number 0351 223344 is not a valid number in United States (your country), so the birthday is imported without it.',
  );
  await expect(dialog).toContainText('Row 8 · Gus Typo: The birthday is not a date Cakeday can read');
  await page.screenshot({ path: testInfo.outputPath('outlook-preview.png') });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Import 4 Birthdays' }).click();
  await expect(page.getByText('Birthdays imported successfully! 4 added, 1 skipped.')).toBeVisible();

  // The same file again: nothing in it is new.
  dialog = await openImport(page);
  await dialog.locator('input[type=file]').setInputFiles(fixture('own/outlook-en-us.csv'));
  await expect(dialog.getByRole('button', { name: 'Nothing new to import' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const { name, text: vcf } = await exportAll(page, 'vCard');
  expect(name).toBe('birthdays.vcf');
  expect(vcf.match(/BEGIN:VCARD\r\nVERSION:4.0\r\n/g)).toHaveLength(6);
  expect(vcf).toContain(
    'FN:Eve Leap\r\nN:;Eve Leap;;;\r\nBDAY:20000229\r\nCATEGORIES:imported\r\nTEL;VALUE=uri;TYPE=cell:tel:+12025550199\r\n',
  );
  expect(vcf).toContain('FN:فاطمة الحسن\r\nN:;فاطمة الحسن;;;\r\nBDAY:--0312\r\n');
  expect(vcf).toContain(
    'FN:Ann Example\r\nN:;Ann Example;;;\r\nBDAY:19850412\r\nCATEGORIES:imported\r\nNOTE:Likes tea\\, not coffee\r\n',
  );
});

test('a phone export larger than the server takes imports: its photos stay in the browser', async ({
  page,
  phone,
}) => {
  // Reading 7 MB and importing 1,000 birthdays is real work.
  test.slow();
  await signIn(page, phone.national);
  // 1,000 contacts with a 6 KB photo each: about 7 MB, more than the 5 MB of text the server reads.
  const photo = Buffer.alloc(4500, 7).toString('base64').replace(/.{74}/g, '$&\r\n ');
  const cards = Array.from({ length: 1000 }, (_, i) =>
    [
      'BEGIN:VCARD',
      'VERSION:2.1',
      `N:Photo;Person ${i}`,
      `BDAY:1980-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      `PHOTO;ENCODING=BASE64;JPEG:${photo}`,
      '',
      'END:VCARD',
    ].join('\r\n'),
  ).join('\r\n');
  expect(cards.length).toBeGreaterThan(6 * 1024 * 1024);
  const dialog = await openImport(page);
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'phone.vcf',
    mimeType: 'text/vcard',
    buffer: Buffer.from(cards),
  });
  await expect(dialog.getByRole('list', { name: 'Import summary' })).toContainText('1,000to add');
  await dialog.getByRole('button', { name: 'Import 1,000 Birthdays' }).click();
  await expect(page.getByText('Birthdays imported successfully! 1000 added.')).toBeVisible();
});
