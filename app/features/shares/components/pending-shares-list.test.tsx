// @vitest-environment jsdom

import type { Share, SharedBirthday } from '@shared/schemas/share';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PendingSharesList } from './pending-shares-list';

const shared = (name: string, date: string, more: Partial<SharedBirthday> = {}): SharedBirthday => ({
  name,
  date,
  notes: '',
  category: 'family',
  createdAt: 0,
  ...more,
});

const SHARE: Share = {
  id: 's1',
  senderId: 'ABCD1234',
  senderContact: '•••• 0123',
  status: 'pending',
  createdAt: Date.UTC(2026, 8, 1),
  acceptedAt: null,
  rejectedAt: null,
  birthdays: {
    a: shared('Nai Nai', '1950-08-15', { calendar: 'chinese', leap: false }),
    b: shared('Ann', '1990-05-17'),
    c: shared('Rivka', '--13-29', { calendar: 'hebrew', leap: false }),
    d: shared('Halmeoni', '--05-10', { calendar: 'dangi', leap: true }),
    e: shared('Bo', '--02-29', { calendar: 'gregory', leap: false }),
  },
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(SHARE)),
  );
});
afterEach(() => vi.unstubAllGlobals());

it('shows a shared birthday kept in another calendar by its date in words, a Gregorian one as before', async () => {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PendingSharesList shares={[{ ...SHARE, count: 5, categories: ['family'] }]} />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Show birthdays' }));
  const list = await screen.findByRole('list', { name: 'Shared birthdays' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'BoFebruary 29th',
    'AnnMay 17th',
    'Nai Nai15th day of the 8th month (Chinese lunar)',
    'Halmeoni10th day of the leap 5th month (Korean lunar)',
    'Rivka29 Elul (Hebrew)',
  ]);
});
