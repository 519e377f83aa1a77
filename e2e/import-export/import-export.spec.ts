import { readFile } from 'node:fs/promises';
import { MSG } from '../../shared/messages';
import { expectAccessible } from '../fixtures/accessibility';
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
  await expect(dialog).toContainText(`Row 4 · Ben: ${MSG.csvDateFormat}`);
  await page.screenshot({ path: testInfo.outputPath('import-preview.png') });
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Import 3 Birthdays' }).click();
  await expect(page.getByText(MSG.birthdaysImported(3, 2))).toBeVisible();
  await expect(dialog).toBeHidden();
  // The other tab hears it by realtime: three birthdays this year.
  await expect(counter).toHaveText('3 Birthdays This Year');

  await page.getByRole('button', { name: 'Share Options' }).click();
  const download = page.waitForEvent('download');
  await options.getByRole('button', { name: 'Export All to CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('birthdays.csv');
  const text = await readFile((await file.path())!, 'utf8');
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
  await page.getByRole('button', { name: 'Share Options' }).click();
  await page
    .getByRole('dialog', { name: 'Share Options' })
    .getByRole('button', { name: /Import/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Import Birthdays' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'wrong.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('who,when\nAnn,2000-01-01\n'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(MSG.csvMissingColumns);
  // A right file after a wrong one goes through.
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'contacts.vcf',
    mimeType: 'text/vcard',
    buffer: Buffer.from('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Zoë\r\nBDAY:--0517\r\nEND:VCARD\r\n'),
  });
  await expect(dialog.getByRole('list', { name: 'Import summary' })).toContainText('1to add');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});
