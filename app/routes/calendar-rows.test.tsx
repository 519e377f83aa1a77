// @vitest-environment jsdom

import { birthdayFixture } from '@app/features/birthdays/utils/birthday-fixture';
import { BirthdayCalendar } from '@app/features/calendar-views/components/birthday-calendar';
import type { PlainDate } from '@shared/dates/plain-date';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { calendarRow } from './calendar';

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query }) as MediaQueryList) as never;
});

const TODAY: PlainDate = { year: 2026, month: 11, day: 22 };

const ITEMS = [
  birthdayFixture({ name: 'Leo Marsh', date: '2000-02-14' }),
  birthdayFixture({ name: 'Ada', date: '1990-11-22' }),
];

function renderCalendar() {
  render(<BirthdayCalendar items={ITEMS} today={TODAY} renderRow={calendarRow(TODAY, () => {})} />);
}

const rowOf = (name: string) => {
  const button = screen.getByText(name).closest('button');
  if (!button) throw new Error(`No row for ${name}`);
  return button.textContent ?? '';
};

describe('calendar rows', () => {
  it('in Year 2026, seen on 22 November 2026, describe the occurrences of 2026', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await user.click(screen.getByRole('radio', { name: 'Year' }));
    const february = screen.getByRole('region', { name: 'February 2026' });
    expect(within(february).getByText('Leo Marsh')).toBeTruthy();
    expect(rowOf('Leo Marsh')).toContain('turned 26');
    expect(rowOf('Leo Marsh')).toContain('9 months ago');
    expect(rowOf('Leo Marsh')).not.toContain('In ');
    expect(rowOf('Ada')).toContain('turns 36');
    expect(rowOf('Ada')).toContain('Today');
  });

  it('in Year 2027 describe the occurrences of 2027', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await user.click(screen.getByRole('radio', { name: 'Year' }));
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    expect(rowOf('Leo Marsh')).toContain('turns 27');
    expect(rowOf('Leo Marsh')).toContain('In 3 months');
    expect(screen.getByRole('region', { name: 'November 2027' })).toBeTruthy();
    expect(rowOf('Ada')).toContain('turns 37');
    expect(rowOf('Ada')).toContain('In 12 months');
    expect(rowOf('Ada')).not.toContain('Today');
  });
});
