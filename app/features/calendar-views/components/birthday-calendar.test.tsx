// @vitest-environment jsdom

import { HIGHLIGHT_MS } from '@shared/constants';
import type { PlainDate } from '@shared/dates/plain-date';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CalendarItem } from '../utils/calendar-item';
import { BirthdayCalendar } from './birthday-calendar';
import { PAGE_SIZE } from './birthday-groups';

beforeAll(() => {
  // jsdom has no layout: scrolling is a no-op, and no one prefers reduced motion.
  Element.prototype.scrollIntoView = vi.fn();
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query }) as MediaQueryList) as never;
  // user-event finds the radios of a group for arrow keys with CSS.escape, which jsdom lacks.
  if (!window.CSS?.escape) {
    Object.defineProperty(window, 'CSS', {
      configurable: true,
      value: { escape: (s: string) => s.replace(/[^\w-]/g, '\\$&') },
    });
  }
});

afterEach(() => {
  vi.useRealTimers();
});

// Wednesday 11 March 2026: its week runs Sunday 8 to Saturday 14 March.
const TODAY: PlainDate = { year: 2026, month: 3, day: 11 };

let n = 0;
const person = (
  name: string,
  month: number,
  day: number,
  extra: Partial<CalendarItem> = {},
): CalendarItem => ({
  id: `id-${++n}`,
  name,
  month,
  day,
  year: null,
  notes: '',
  category: 'friends',
  ...extra,
});

const PEOPLE = [
  person('José Álvarez', 3, 9, { category: 'work', notes: 'Loves flan' }),
  person('Ada Lovelace', 3, 12, { category: 'family' }),
  person('Grace Hopper', 3, 12, { year: 1990 }),
  person('Katherine Johnson', 3, 25, { category: 'book club' }),
  person('Leap Larry', 2, 29),
  person('Alan Turing', 6, 23, { category: 'work' }),
];

function renderCalendar(props: Partial<Parameters<typeof BirthdayCalendar<CalendarItem>>[0]> = {}) {
  return render(
    <BirthdayCalendar
      items={PEOPLE}
      today={TODAY}
      renderRow={(b, { highlighted }) => (
        <li>
          <button type="button" data-birthday-id={b.id} data-highlighted={highlighted || undefined}>
            {b.name}
          </button>
        </li>
      )}
      {...props}
    />,
  );
}

const listedNames = () => [...document.querySelectorAll('[data-birthday-id]')].map((el) => el.textContent);
const counter = () => screen.getByRole('status').textContent;
const title = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('BirthdayCalendar', () => {
  it('opens on this week, listing its birthdays by month under a month-year header and a counter', () => {
    renderCalendar();
    expect(screen.getByRole('radio', { name: 'Week' })).toHaveProperty('checked', true);
    expect(title()).toBe('March 2026');
    expect(screen.getByText('Mar 8 – 14')).toBeTruthy();
    expect(counter()).toBe('3 Birthdays This Week');
    const march = screen.getByRole('region', { name: 'March 2026' });
    expect(
      within(march)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['José Álvarez', 'Ada Lovelace', 'Grace Hopper']);
  });

  it('moves to the previous and next week, with the counter following', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByText('Mar 15 – 21')).toBeTruthy();
    expect(counter()).toBe('0 Birthdays This Week');
    expect(screen.getByText('No birthdays found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(listedNames()).toEqual(['Katherine Johnson']);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByText('Mar 8 – 14')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveProperty('disabled', true);
  });

  it('shows Month view as a Sunday-first grid with counts, and a day opens its week', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    expect(title()).toBe('March 2026');
    expect(counter()).toBe('4 Birthdays This Month');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'S',
      'M',
      'T',
      'W',
      'T',
      'F',
      'S',
    ]);
    expect(screen.getAllByRole('columnheader').map((h) => h.getAttribute('aria-label'))[0]).toBe('Sunday');
    expect(screen.getByRole('button', { name: 'March 9, 1 birthday' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'March 25, 1 birthday' }));
    expect(screen.getByRole('radio', { name: 'Week' })).toHaveProperty('checked', true);
    expect(screen.getByText('Mar 22 – 28')).toBeTruthy();
    expect(listedNames()).toEqual(['Katherine Johnson']);
  });

  it('counts two birthdays on one day in its grid cell', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    const cell = screen.getByRole('button', { name: 'March 12, 2 birthdays' });
    expect(cell.textContent).toBe('122');
    // Days without birthdays are not buttons.
    expect(screen.queryByRole('button', { name: /^March 13/ })).toBeNull();
  });

  it('puts a Feb 29 birthday on Feb 28 in a common year and on Feb 29 in a leap year', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(title()).toBe('February 2026');
    expect(screen.getByRole('button', { name: 'February 28, 1 birthday' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Year' }));
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    await user.click(screen.getByRole('button', { name: 'February, 1 birthday' }));
    expect(title()).toBe('February 2028');
    expect(screen.getByRole('button', { name: 'February 29, 1 birthday' })).toBeTruthy();
  });

  it('shows Year view as twelve month tiles with counts, and a tile opens its month', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await user.click(screen.getByRole('radio', { name: 'Year' }));
    expect(title()).toBe('2026');
    expect(counter()).toBe('6 Birthdays This Year');
    const tiles = within(screen.getByRole('region', { name: '2026 by month' })).getAllByRole('button');
    expect(tiles.map((t) => t.getAttribute('aria-label'))).toEqual([
      'January, 0 birthdays',
      'February, 1 birthday',
      'March, 4 birthdays',
      'April, 0 birthdays',
      'May, 0 birthdays',
      'June, 1 birthday',
      'July, 0 birthdays',
      'August, 0 birthdays',
      'September, 0 birthdays',
      'October, 0 birthdays',
      'November, 0 birthdays',
      'December, 0 birthdays',
    ]);
    await user.click(screen.getByRole('button', { name: 'June, 1 birthday' }));
    expect(screen.getByRole('radio', { name: 'Month' })).toHaveProperty('checked', true);
    expect(title()).toBe('June 2026');
    expect(listedNames()).toEqual(['Alan Turing']);
  });

  it('finds birthdays by name without accents, by notes and by category', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await user.click(screen.getByRole('radio', { name: 'Year' }));
    const search = screen.getByRole('searchbox', { name: 'Search birthdays' });
    expect(search.getAttribute('placeholder')).toBe('Search birthdays...');
    await user.type(search, 'jose');
    expect(listedNames()).toEqual(['José Álvarez']);
    await user.clear(search);
    await user.type(search, 'FLAN');
    expect(listedNames()).toEqual(['José Álvarez']);
    await user.clear(search);
    await user.type(search, 'work');
    // Each on its next occurrence: José's March 9 has passed, so his is in 2027.
    expect(listedNames()).toEqual(['Alan Turing', 'José Álvarez']);
    expect(counter()).toBe('2 birthdays found');
    await user.type(search, ' nobody');
    expect(screen.getByText('No birthdays found')).toBeTruthy();
  });

  it('searches every birthday, whatever the period on screen, grouped by month', async () => {
    const user = userEvent.setup();
    renderCalendar();
    expect(screen.getByText('Mar 8 – 14')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search birthdays' }), 'a');
    expect(listedNames()).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
      'Katherine Johnson',
      'Alan Turing',
      'Leap Larry',
      'José Álvarez',
    ]);
    expect(counter()).toBe('6 birthdays found');
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      'March 2026',
      'June 2026',
      'February 2027',
      'March 2027',
    ]);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'turing');
    expect(listedNames()).toEqual(['Alan Turing']);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '');
    expect(screen.getByText('Mar 8 – 14')).toBeTruthy();
    expect(listedNames()).toEqual(['José Álvarez', 'Ada Lovelace', 'Grace Hopper']);
  });

  it('filters by category chip: All, the built-ins, then custom categories', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await user.click(screen.getByRole('radio', { name: 'Year' }));
    const chips = screen.getByRole('radiogroup', { name: 'Category' });
    expect(
      within(chips)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['All', 'Family', 'Friends', 'Work', 'Other', 'Book club']);
    await user.click(within(chips).getByRole('radio', { name: 'Work' }));
    expect(listedNames()).toEqual(['José Álvarez', 'Alan Turing']);
    await user.click(within(chips).getByRole('radio', { name: 'Book club' }));
    expect(listedNames()).toEqual(['Katherine Johnson']);
    await user.click(within(chips).getByRole('radio', { name: 'All' }));
    expect(listedNames()).toHaveLength(6);
  });

  it('drops a custom chip with its last birthday and falls back to All', async () => {
    const user = userEvent.setup();
    const { rerender } = renderCalendar();
    await user.click(screen.getByRole('radio', { name: 'Book club' }));
    const without = PEOPLE.filter((p) => p.category !== 'book club');
    rerender(
      <BirthdayCalendar items={without} today={TODAY} renderRow={(b) => <li key={b.id}>{b.name}</li>} />,
    );
    expect(screen.queryByRole('radio', { name: 'Book club' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
  });

  it('works from the keyboard: arrow keys switch views and chips, Enter opens a day', async () => {
    const user = userEvent.setup();
    renderCalendar();
    screen.getByRole('radio', { name: 'Week' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Month' })).toHaveProperty('checked', true);
    screen.getByRole('button', { name: 'March 25, 1 birthday' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('radio', { name: 'Week' })).toHaveProperty('checked', true);
    screen.getByRole('radio', { name: 'All' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Family' })).toHaveProperty('checked', true);
    await user.keyboard('{End}');
    const chips = within(screen.getByRole('radiogroup', { name: 'Category' })).getAllByRole('radio');
    expect(chips.at(-1)).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(chips.at(-1));
    await user.keyboard('{Home}');
    expect(screen.getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
  });

  it('lists a long period a page at a time, with Show more', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: PAGE_SIZE + 5 }, (_, i) => person(`Person ${i}`, 5, (i % 28) + 1));
    renderCalendar({ items: many });
    await user.click(screen.getByRole('radio', { name: 'Year' }));
    expect(listedNames()).toHaveLength(PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'Show more (5 more)' }));
    expect(listedNames()).toHaveLength(PAGE_SIZE + 5);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('shows a saved birthday: the week of its next occurrence, filters cleared, highlighted for a second', async () => {
    vi.useFakeTimers();
    const onHighlightShown = vi.fn();
    const { rerender } = renderCalendar();
    fireEvent.click(screen.getByRole('radio', { name: 'Year' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ada' } });

    const alan = PEOPLE.find((p) => p.name === 'Alan Turing')!;
    const props = { items: PEOPLE, today: TODAY, onHighlightShown };
    const renderRow = (b: CalendarItem, { highlighted }: { highlighted: boolean }) => (
      <li>
        <button type="button" data-birthday-id={b.id} data-highlighted={highlighted || undefined}>
          {b.name}
        </button>
      </li>
    );
    rerender(<BirthdayCalendar {...props} renderRow={renderRow} highlight={{ id: alan.id, key: 'k1' }} />);
    await act(async () => {});

    expect(screen.getByRole('radio', { name: 'Week' })).toHaveProperty('checked', true);
    expect(screen.getByText('Jun 21 – 27')).toBeTruthy();
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '');
    const row = document.querySelector(`[data-birthday-id="${alan.id}"]`)!;
    expect(row.getAttribute('data-highlighted')).toBe('true');
    expect(row.scrollIntoView).toHaveBeenCalled();
    expect(onHighlightShown).toHaveBeenCalledTimes(1);

    await act(async () => {
      vi.advanceTimersByTime(HIGHLIGHT_MS - 10);
    });
    expect(document.activeElement).toBe(row);
    expect(row.getAttribute('data-highlighted')).toBe('true');
    await act(async () => {
      vi.advanceTimersByTime(20);
    });
    expect(row.getAttribute('data-highlighted')).toBeNull();
  });

  it('waits for a just-saved birthday to reach the list before showing it', async () => {
    const late = person('Late Arrival', 12, 31);
    const { rerender } = renderCalendar({ highlight: { id: late.id, key: 'k2' } });
    expect(screen.getByText('Mar 8 – 14')).toBeTruthy();
    rerender(
      <BirthdayCalendar
        items={[...PEOPLE, late]}
        today={TODAY}
        highlight={{ id: late.id, key: 'k2' }}
        renderRow={(b, { highlighted }) => (
          <li>
            <button type="button" data-birthday-id={b.id} data-highlighted={highlighted || undefined}>
              {b.name}
            </button>
          </li>
        )}
      />,
    );
    await act(async () => {});
    expect(title()).toBe('Dec 2026 – Jan 2027');
    expect(document.querySelector(`[data-birthday-id="${late.id}"]`)?.getAttribute('data-highlighted')).toBe(
      'true',
    );
  });
});
