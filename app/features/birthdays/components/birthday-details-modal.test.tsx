// @vitest-environment jsdom

import '@shared/kept-calendars/all';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { birthdayFixture } from '../utils/birthday-fixture';
import type { BirthdayView } from '../utils/birthday-view';
import { BirthdayDetailsModal } from './birthday-details-modal';

function birthdayLine(birthday: BirthdayView) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BirthdayDetailsModal birthday={birthday} onClose={() => {}} onEdit={() => {}} me={null} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: birthday.name });
  return within(dialog).getByText('Birthday').closest('div')?.querySelector('dd')?.textContent;
}

describe('BirthdayDetailsModal, the birthday line', () => {
  // Only Date is faked: the dialog's own timers run as usual.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 8, 20, 12) }));
  afterEach(() => vi.useRealTimers());

  it('shows a Gregorian birthday as it always did', () => {
    expect(birthdayLine(birthdayFixture({ name: 'Ada', date: '1990-12-10' }))).toBe('December 10th, 1990');
  });

  it('shows a lunar birthday in words, on the Gregorian day it falls on next, with its age in lunar years', () => {
    // Mid-Autumn 2026 (15th day of the 8th lunar month) is Friday, September 25 (published).
    const wei = birthdayFixture({ name: 'Wei', date: '1990-08-15', calendar: 'chinese' });
    expect(birthdayLine(wei)).toBe(
      '15th day of the 8th month (Chinese lunar) · this year Fri, Sep 25 · turns 36',
    );
  });

  it('names next year once this year’s day has passed', () => {
    // 1 Tishrei 5787 was September 12, 2026; 1 Tishrei 5788 is October 2, 2027 (published).
    const noa = birthdayFixture({ name: 'Noa', date: '--01-01', calendar: 'hebrew' });
    expect(birthdayLine(noa)).toBe('1 Tishrei (Hebrew) · next year Sat, Oct 2');
  });
});
