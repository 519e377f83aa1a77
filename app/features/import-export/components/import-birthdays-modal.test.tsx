// @vitest-environment jsdom

import type { ImportPreview } from '@shared/schemas/birthday-import';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { ImportBirthdaysModal } from './import-birthdays-modal';

afterEach(() => vi.unstubAllGlobals());

const PREVIEW: ImportPreview = {
  source: 'vcard',
  counts: { toAdd: 3, duplicates: 1, errors: 0, notes: 0, withoutBirthday: 0 },
  toAdd: [
    { row: 1, name: 'Ann Lee', date: '1990-05-17', calendar: 'gregory', leap: false },
    {
      row: 1,
      name: 'Ann Lee',
      date: '2014-06-07',
      calendar: 'gregory',
      leap: false,
      kind: 'anniversary',
      label: '',
    },
    {
      row: 2,
      name: 'Maria',
      date: '--09-12',
      calendar: 'gregory',
      leap: false,
      kind: 'other',
      label: 'Name day',
    },
  ],
  duplicates: [
    {
      row: 3,
      name: 'Grandpa Joe',
      date: '2021-03-02',
      calendar: 'gregory',
      leap: false,
      kind: 'remembrance',
      label: '',
      alreadyStored: true,
    },
  ],
  errors: [],
  notes: [],
};

it('shows the kind after a date that is no birthday, and nothing after a birthday', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/imports/preview'
        ? new Response(JSON.stringify(PREVIEW), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : new Response('{}', { status: 404 }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ImportBirthdaysModal open onOpenChange={() => {}} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const text = 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Lee\r\nBDAY:1990-05-17\r\nEND:VCARD\r\n';
  // jsdom's File has no stream(), which the modal reads it with.
  const file = Object.assign(new File([text], 'a.vcf'), { stream: () => new Response(text).body! });
  await user.upload(screen.getByLabelText(/Choose a file/), file);
  await user.click(await screen.findByText('To add (3)'));
  const items = screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(items).toContain('Ann Lee, May 17th, 1990');
  expect(items).toContain('Ann Lee, June 7th, 2014 (Anniversary)');
  expect(items).toContain('Maria, September 12th (Name day)');
  expect(items).toContain(
    'Contact 3 · Grandpa Joe, March 2nd, 2021 (Remembrance): already in your birthdays',
  );
});
