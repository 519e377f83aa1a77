// @vitest-environment jsdom

import { birthdayFixture } from '@app/features/birthdays/utils/birthday-fixture';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeptBirthdays } from './kept-birthdays';

// No '@shared/kept-calendars/all': the kept list loads the calendars it uses, as in the browser offline.
describe('KeptBirthdays', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 8, 20, 12) }));
  afterEach(() => vi.useRealTimers());

  it('loads the calendars the kept list uses, then shows a lunar birthday on its Gregorian day', async () => {
    const ana = birthdayFixture({ name: 'Ana', date: '--09-21' });
    // The fixture reads its date as Gregorian, so the lunar one is set after.
    const wei = {
      ...birthdayFixture({ name: 'Wei', date: '--01-01' }),
      calendar: 'chinese' as const,
      date: '--08-15',
    };
    render(<KeptBirthdays copy={{ birthdays: [wei, ana], keptAt: null }} offline />);
    // Mid-Autumn 2026 (15th day of the 8th lunar month) is Friday, September 25 (published).
    const row = await screen.findByText('Wei');
    expect(row.closest('[data-birthday-id]')?.textContent).toContain(
      '15th day of the 8th month (Chinese lunar) · this year Fri, Sep 25',
    );
    const names = [...document.querySelectorAll('[data-birthday-id]')].map((el) => el.textContent);
    expect(names[0]).toContain('Ana');
    expect(names[1]).toContain('In 5 days');
  });
});
