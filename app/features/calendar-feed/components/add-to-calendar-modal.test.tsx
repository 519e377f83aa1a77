// @vitest-environment jsdom

import { showIn } from '@app/i18n/locale-store';
import type { Birthday } from '@shared/schemas/birthday';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AddToCalendarModal } from './add-to-calendar-modal';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-09-01T10:00:00Z'));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ googleClientId: null })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type Shown = Pick<Birthday, 'date' | 'calendar' | 'leap'>;

async function googleLink(birthday: Shown) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AddToCalendarModal
        birthday={{ id: 'b1', name: 'Grandma', notes: '', ...birthday }}
        timeZone="Asia/Shanghai"
        open
        onOpenChange={() => {}}
      />
    </QueryClientProvider>,
  );
  const link = await screen.findByRole('link', { name: /Open in Google Calendar/ });
  return new URL(link.getAttribute('href')!).searchParams;
}

it('opens Google Calendar on the Gregorian day of a lunar birthday: Chinese 8/15 is 2026-09-25, once', async () => {
  const params = await googleLink({ date: '--08-15', calendar: 'chinese', leap: false });
  expect(params.get('dates')).toBe('20260925/20260926');
  expect(params.get('recur')).toBeNull();
  expect(params.get('details')).toMatch(/^15th day of the 8th month \(Chinese lunar\)\./);
});

it('keeps a Gregorian birthday a yearly event on its own day', async () => {
  const params = await googleLink({ date: '1950-08-15', calendar: 'gregory', leap: false });
  expect(params.get('dates')).toBe('20270815/20270816');
  expect(params.get('recur')).toBe('RRULE:FREQ=YEARLY');
});

it('reads Hebrew month 13 (Elul), which no Gregorian date has: 29 Elul is 2026-09-11', async () => {
  expect((await googleLink({ date: '--13-29', calendar: 'hebrew', leap: false })).get('dates')).toBe(
    '20260911/20260912',
  );
});

it('titles the Google event in the language the screens speak', async () => {
  showIn('he');
  try {
    const params = await googleLink({ date: '--08-15', calendar: 'gregory', leap: false });
    expect(params.get('text')).toBe('יום ההולדת של Grandma');
  } finally {
    showIn('en');
    localStorage.clear();
  }
});
