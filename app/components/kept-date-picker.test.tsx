// @vitest-environment jsdom
import he from '@shared/i18n/catalogs/he.json';
import zh from '@shared/i18n/catalogs/zh-CN.json';
import type { CalendarId } from '@shared/kept-calendars';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { KeptDatePicker, type KeptDateValue } from './kept-date-picker';

// A calendar's code arrives as a chunk of its own: while `chunks.load` is set, every load waits for it (and fails
// when it is rejected, as with a lost network).
const chunks = vi.hoisted(() => ({ load: null as Promise<void> | null }));
vi.mock('@shared/kept-calendars', async (original) => {
  const actual = await original<typeof import('@shared/kept-calendars')>();
  return {
    ...actual,
    isCalendarLoaded: (id: CalendarId) => (chunks.load ? id === 'gregory' : actual.isCalendarLoaded(id)),
    loadCalendars: (ids: CalendarId[]) => chunks.load ?? actual.loadCalendars(ids),
  };
});

/** A Gregorian value, as every birthday was before other calendars. */
const gregorian = (date: string): KeptDateValue => ({ date, calendar: 'gregory', leap: false });

function Harness({
  initial = gregorian(''),
  onChange,
}: {
  initial?: string | KeptDateValue;
  onChange?: (v: KeptDateValue) => void;
}) {
  const [value, setValue] = useState(typeof initial === 'string' ? gregorian(initial) : initial);
  return (
    <>
      <KeptDatePicker
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <output data-testid="value">{value.date}</output>
      <output data-testid="calendar">{`${value.calendar}${value.leap ? ' leap' : ''}`}</output>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Birthday/ });
const panel = () => screen.getByRole('group', { name: 'Choose date' });
const grid = () => within(panel()).getByRole('grid', { name: 'Day' });
/** The grid's day n (named 'July 14' once a month is chosen, '14' before). */
const dayButton = (n: number) => within(grid()).getByRole('gridcell', { name: new RegExp(`^(\\w+ )?${n}$`) });

describe('KeptDatePicker', () => {
  it('shows the placeholder when empty and names the trigger after its label', () => {
    render(<Harness />);
    expect(trigger().textContent).toContain('Select date');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Choose date' })).toBeNull();
  });

  it("displays a value as 'MMMM d', with the year only when known", () => {
    const { unmount } = render(<KeptDatePicker value={gregorian('--03-03')} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Birthday March 3' })).toBeTruthy();
    unmount();
    render(<KeptDatePicker label="Date" value={gregorian('1990-12-25')} onChange={() => {}} />);
    const button = screen.getByRole('button', { name: 'Date December 25, 1990' });
    expect(within(button).getByText(', 1990').tagName).toBe('SPAN');
  });

  it('keeps Save disabled until both month and day are chosen, then saves without a year', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(trigger());
    const save = within(panel()).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.selectOptions(within(panel()).getByLabelText('Month'), 'July');
    expect(save.disabled).toBe(true);
    await user.click(dayButton(14));
    expect(dayButton(14).getAttribute('aria-selected')).toBe('true');
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(onChange).toHaveBeenCalledWith(gregorian('--07-14'));
    expect(screen.queryByRole('group', { name: 'Choose date' })).toBeNull();
    expect(trigger().textContent).toContain('July 14');
    expect(document.activeElement).toBe(trigger());
  });

  it('saves with a year when one is entered', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.selectOptions(screen.getByLabelText('Month'), 'March');
    await user.click(dayButton(3));
    await user.type(screen.getByLabelText('Year (optional)'), '1990');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('value').textContent).toBe('1990-03-03');
    expect(trigger().textContent).toBe('March 3, 1990');
  });

  it('offers Feb 29 with no year, says why a common year cannot have it, and keeps it for a leap year', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.selectOptions(screen.getByLabelText('Month'), 'February');
    expect(within(grid()).getAllByRole('gridcell', { selected: false })).toHaveLength(29);
    await user.click(dayButton(29));
    const year = screen.getByLabelText('Year (optional)');
    await user.type(year, '2001');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const why = screen.getByText('2001 has no February 29. Clear the year or enter a leap year.');
    expect(save.getAttribute('aria-describedby')).toBe(why.id);
    expect(year.getAttribute('aria-invalid')).toBe('true');
    // The year changes back: the day chosen is still chosen.
    await user.clear(year);
    expect(dayButton(29).getAttribute('aria-selected')).toBe('true');
    await user.type(year, '2000');
    expect(dayButton(29).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText(/has no February 29/)).toBeNull();
    await user.click(save);
    expect(screen.getByTestId('value').textContent).toBe('2000-02-29');
  });

  it('clears a day that does not exist in the newly chosen month', async () => {
    const user = userEvent.setup();
    render(<Harness initial="--01-31" />);
    await user.click(trigger());
    expect(dayButton(31).getAttribute('aria-selected')).toBe('true');
    await user.selectOptions(screen.getByLabelText('Month'), 'April');
    expect(within(grid()).queryByRole('gridcell', { selected: true })).toBeNull();
    expect(within(grid()).queryByRole('gridcell', { name: 'April 31' })).toBeNull();
    expect(within(grid()).getAllByRole('gridcell')).toHaveLength(30);
  });

  it('pre-selects an existing value and Cancel keeps it unchanged', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="1985-06-09" onChange={onChange} />);
    await user.click(trigger());
    expect((screen.getByLabelText('Month') as HTMLSelectElement).value).toBe('6');
    expect(dayButton(9).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Year (optional)') as HTMLInputElement).value).toBe('1985');
    await user.click(dayButton(20));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('value').textContent).toBe('1985-06-09');
    expect(screen.queryByRole('group', { name: 'Choose date' })).toBeNull();
    // Reopening starts again from the saved value.
    await user.click(trigger());
    expect(dayButton(9).getAttribute('aria-selected')).toBe('true');
  });

  it('rejects a year outside 1900..this year', async () => {
    const user = userEvent.setup();
    render(<Harness initial="--05-05" />);
    await user.click(trigger());
    const year = screen.getByLabelText('Year (optional)');
    await user.type(year, '1899');
    expect(year.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(year);
    await user.type(year, String(new Date().getFullYear() + 1));
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an error under the trigger and ties it with aria-describedby', () => {
    render(<KeptDatePicker value={gregorian('')} onChange={() => {}} error="Date is required" />);
    const button = trigger();
    const error = screen.getByText('Date is required');
    expect(error.className).toContain('field-error');
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe(error.id);
  });

  it('closes on Escape without saving', async () => {
    const user = userEvent.setup();
    render(<Harness initial="--02-02" />);
    await user.click(trigger());
    await user.click(dayButton(5));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Choose date' })).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('--02-02');
  });

  describe('day grid keys (one tab stop, APG grid)', () => {
    const focused = () => document.activeElement as HTMLElement;
    const tabStops = () =>
      within(grid())
        .getAllByRole('gridcell')
        .filter((cell) => cell.tabIndex === 0);

    /** Opens the picker on `initial` and puts the keyboard on the grid with Tab from the month. */
    async function openOnGrid(initial: string) {
      const user = userEvent.setup();
      render(<Harness initial={initial} />);
      await user.click(trigger());
      screen.getByLabelText('Month').focus();
      await user.tab();
      return user;
    }

    it('is one tab stop, entered at the chosen day, between the month and the year', async () => {
      const user = await openOnGrid('--06-09');
      expect(focused()).toBe(dayButton(9));
      expect(tabStops()).toEqual([dayButton(9)]);
      expect(focused().getAttribute('aria-label')).toBe('June 9');
      expect(focused().getAttribute('aria-selected')).toBe('true');
      await user.tab();
      expect(focused()).toBe(screen.getByLabelText('Year (optional)'));
      await user.tab({ shift: true });
      expect(focused()).toBe(dayButton(9));
      await user.tab({ shift: true });
      expect(focused()).toBe(screen.getByLabelText('Month'));
    });

    it('is entered at the first day when none is chosen', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(trigger());
      await user.selectOptions(screen.getByLabelText('Month'), 'April');
      await user.tab();
      expect(focused()).toBe(dayButton(1));
      expect(tabStops()).toEqual([dayButton(1)]);
      expect(within(grid()).getAllByRole('gridcell')).toHaveLength(30);
    });

    /** Presses each step's keys and checks which day then has focus. */
    async function expectPath(user: Awaited<ReturnType<typeof openOnGrid>>, steps: [string, number][]) {
      for (const [keys, day] of steps) {
        await user.keyboard(keys);
        expect(focused(), `after ${keys}`).toBe(dayButton(day));
      }
    }

    it('moves a day with Left/Right and a week with Up/Down, choosing nothing until Enter or Space', async () => {
      const user = await openOnGrid('--07-14');
      await expectPath(user, [
        ['{ArrowRight}', 15],
        ['{ArrowDown}', 22],
        ['{ArrowLeft}{ArrowLeft}{ArrowUp}', 13],
      ]);
      expect(tabStops()).toEqual([dayButton(13)]);
      expect(dayButton(14).getAttribute('aria-selected')).toBe('true');
      expect(dayButton(13).getAttribute('aria-selected')).toBe('false');
      await user.keyboard('{Enter}');
      expect(dayButton(13).getAttribute('aria-selected')).toBe('true');
      expect(dayButton(14).getAttribute('aria-selected')).toBe('false');
      await user.keyboard('{ArrowDown}{ }');
      expect(dayButton(20).getAttribute('aria-selected')).toBe('true');
      // Enter chose a day and did not save: the panel stays open until Save.
      expect(screen.getByTestId('value').textContent).toBe('--07-14');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByTestId('value').textContent).toBe('--07-20');
    });

    it('never moves past the first or the last day of a 30-day month', async () => {
      const user = await openOnGrid('--04-01');
      await expectPath(user, [
        ['{ArrowLeft}', 1],
        ['{ArrowUp}', 1],
        ['{Control>}{End}{/Control}', 30],
        ['{ArrowRight}', 30],
        ['{ArrowDown}', 30],
        ['{ArrowUp}{ArrowDown}', 30],
        // 28 sits on the row above 30; a week down would be 35.
        ['{ArrowLeft}{ArrowLeft}', 28],
        ['{ArrowDown}', 28],
      ]);
    });

    it('Home and End go to the ends of the row, Ctrl+Home and Ctrl+End to the ends of the month', async () => {
      const user = await openOnGrid('--01-10');
      await expectPath(user, [
        ['{Home}', 8],
        ['{End}', 14],
        ['{Control>}{End}{/Control}', 31],
        // The last row holds 29..31.
        ['{Home}', 29],
        ['{End}', 31],
        ['{Control>}{Home}{/Control}', 1],
      ]);
    });

    it('reaches February 29 (a row of its own) with no year, and chooses it by keyboard', async () => {
      const user = await openOnGrid('--02-22');
      await expectPath(user, [
        ['{ArrowDown}', 29],
        ['{ArrowRight}{ArrowDown}{End}', 29],
        ['{Home}', 29],
      ]);
      expect(focused().getAttribute('aria-label')).toBe('February 29');
      await user.keyboard('{Control>}{Home}{/Control}{Control>}{End}{/Control}{Enter}');
      expect(dayButton(29).getAttribute('aria-selected')).toBe('true');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByTestId('value').textContent).toBe('--02-29');
    });

    it('enters at the first day again when a month change drops the chosen day', async () => {
      const user = await openOnGrid('--01-31');
      await user.keyboard('{ArrowLeft}');
      expect(tabStops()).toEqual([dayButton(30)]);
      await user.tab({ shift: true });
      await user.selectOptions(screen.getByLabelText('Month'), 'February');
      expect(tabStops()).toEqual([dayButton(1)]);
      await user.tab();
      expect(focused()).toBe(dayButton(1));
    });

    it('closes on Escape from the grid and gives focus back to the trigger', async () => {
      const user = await openOnGrid('--03-03');
      await user.keyboard('{ArrowRight}{Enter}{Escape}');
      expect(screen.queryByRole('group', { name: 'Choose date' })).toBeNull();
      expect(focused()).toBe(trigger());
      expect(screen.getByTestId('value').textContent).toBe('--03-03');
    });
  });
});

describe('KeptDatePicker in other calendars', () => {
  /** The month options offered, as the user reads them. */
  const monthLabels = () =>
    within(screen.getByLabelText('Month') as HTMLSelectElement)
      .getAllByRole('option')
      .map((o) => o.textContent);
  const days = () => within(grid()).getAllByRole('gridcell').length;

  /** Opens the picker and switches it to `calendar`, waiting for that calendar to load. */
  async function openIn(calendar: string, initial: string | KeptDateValue = '') {
    const user = userEvent.setup();
    render(<Harness initial={initial} />);
    await user.click(trigger());
    await user.selectOptions(screen.getByLabelText('Calendar'), calendar);
    await screen.findByLabelText(`Year in the ${calendar} calendar (optional)`);
    await vi.waitFor(() =>
      expect((screen.getByLabelText('Month') as HTMLSelectElement).disabled).toBe(false),
    );
    return user;
  }

  // Each calendar's own test (shared/kept-calendars/<id>.test.ts) pins its name and that it is listed;
  // here, a few of them as the picker shows them.
  it('offers the calendars by name, Gregorian first and chosen', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    const calendar = screen.getByLabelText('Calendar') as HTMLSelectElement;
    expect(calendar.value).toBe('gregory');
    const names = within(calendar)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names[0]).toBe('Gregorian');
    expect(names).toEqual(expect.arrayContaining(['Chinese lunar', 'Hebrew', 'Persian (Solar Hijri)']));
  });

  // ICU (Intl, 'en-u-ca-chinese'): 2025-07-25 is the 1st of the 'Sixth Monthbis', 2023-03-22 of the 'Second Monthbis'.
  it('offers a Chinese leap month only in the years that have one', async () => {
    const user = await openIn('Chinese lunar');
    const year = screen.getByLabelText('Year in the Chinese lunar calendar (optional)');
    await user.type(year, '2025');
    expect(monthLabels()).toContain('Leap 6th month');
    expect(monthLabels().filter((l) => l?.startsWith('Leap'))).toEqual(['Leap 6th month']);
    await user.clear(year);
    await user.type(year, '2023');
    expect(monthLabels().filter((l) => l?.startsWith('Leap'))).toEqual(['Leap 2nd month']);
    await user.clear(year);
    await user.type(year, '2024');
    expect(monthLabels().filter((l) => l?.startsWith('Leap'))).toEqual([]);
    expect(monthLabels()).toHaveLength(13); // 'Select month' and the twelve months
  });

  it('saves a Chinese leap month with its leap flag, and says a year without it cannot have it', async () => {
    const user = await openIn('Chinese lunar');
    await user.selectOptions(screen.getByLabelText('Month'), 'Leap 6th month');
    await user.click(
      within(grid()).getByRole('gridcell', { name: '3rd day of the leap 6th month (Chinese lunar)' }),
    );
    const year = screen.getByLabelText('Year in the Chinese lunar calendar (optional)');
    await user.type(year, '2024');
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe(
      '2024 has no Leap 6th month. Clear the year or choose another month.',
    );
    await user.clear(year);
    await user.type(year, '2025');
    await user.click(save);
    expect(screen.getByTestId('value').textContent).toBe('2025-06-03');
    expect(screen.getByTestId('calendar').textContent).toBe('chinese leap');
    expect(trigger().textContent).toContain('leap 6th month');
  });

  // hebcal / ICU: 5784 is a leap year (13 months), 5785 a common one.
  it('offers Adar I and Adar II in the Hebrew leap year 5784, Adar in 5785, and both with no year', async () => {
    const user = await openIn('Hebrew');
    const adars = () => monthLabels().filter((l) => l?.startsWith('Adar'));
    expect(adars()).toEqual(['Adar I', 'Adar or Adar II']);
    const year = screen.getByLabelText('Year in the Hebrew calendar (optional)');
    await user.type(year, '5784');
    expect(adars()).toEqual(['Adar I', 'Adar II']);
    await user.clear(year);
    await user.type(year, '5785');
    expect(adars()).toEqual(['Adar']);
    expect(monthLabels()).toHaveLength(13);
  });

  // ICU ('en-u-ca-hebrew'): 1 Tishrei 5707 is September 26, 1946 and 1 Tishrei 5708 September 15, 1947.
  it('says which Gregorian years a Hebrew year spans, and the Gregorian birth date once complete', async () => {
    const user = await openIn('Hebrew');
    const year = screen.getByLabelText('Year in the Hebrew calendar (optional)');
    expect(
      screen.getByText(/^\d{4}–\d{4}\. This year is \d{4} \(\d{4}\/\d{2} in the Gregorian calendar\)\.$/),
    ).toBeTruthy();
    await user.type(year, '5707');
    expect(year.getAttribute('aria-describedby')).toBeTruthy();
    const help = document.getElementById(year.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toMatch(/^\d{4}–\d{4}\. 5707 is 1946\/47 in the Gregorian calendar\.$/);
    await user.selectOptions(screen.getByLabelText('Month'), 'Tishrei');
    await user.click(within(grid()).getByRole('gridcell', { name: '1 Tishrei (Hebrew)' }));
    expect(help?.textContent).toBe('Born September 26, 1946 in the Gregorian calendar.');
  });

  // ICU ('en-u-ca-persian'): 2025-03-20 is 30 Esfand 1403, 2026-03-20 is 29 Esfand 1404 (the eve of Nowruz).
  it('offers 30 days of Esfand in 1403 and 29 in 1404', async () => {
    const user = await openIn('Persian (Solar Hijri)');
    await user.selectOptions(screen.getByLabelText('Month'), 'Esfand');
    expect(days()).toBe(30);
    const year = screen.getByLabelText('Year in the Persian (Solar Hijri) calendar (optional)');
    await user.type(year, '1403');
    expect(days()).toBe(30);
    await user.clear(year);
    await user.type(year, '1404');
    expect(days()).toBe(29);
  });

  it('clears a date without a year when the calendar changes: its month and day mean nothing in the other', async () => {
    await openIn('Hebrew', '--09-25');
    expect((screen.getByLabelText('Month') as HTMLSelectElement).value).toBe('');
    expect(within(grid()).queryByRole('gridcell', { selected: true })).toBeNull();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('converts a date with a year to the same day of birth in the other calendar, and back', async () => {
    // ICU ('en-u-ca-hebrew'): September 25, 1946 is 29 Elul 5706.
    const icu = new Intl.DateTimeFormat('en-u-ca-hebrew', { dateStyle: 'long', timeZone: 'UTC' });
    expect(icu.format(Date.UTC(1946, 8, 25))).toBe('29 Elul 5706');
    const user = await openIn('Hebrew', '1946-09-25');
    const month = screen.getByLabelText('Month') as HTMLSelectElement;
    expect(month.selectedOptions[0]?.textContent).toBe('Elul');
    expect(within(grid()).getByRole('gridcell', { selected: true }).textContent).toBe('29');
    expect((screen.getByLabelText('Year in the Hebrew calendar (optional)') as HTMLInputElement).value).toBe(
      '5706',
    );
    expect(screen.getByText('Born September 25, 1946 in the Gregorian calendar.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Calendar'), 'Gregorian');
    expect((screen.getByLabelText('Year (optional)') as HTMLInputElement).value).toBe('1946');
    expect(month.selectedOptions[0]?.textContent).toBe('September');
  });

  it('opens a kept date with its calendar, month, day and year chosen, and shows it in words', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ date: '1946-08-15', calendar: 'chinese', leap: false }} />);
    await vi.waitFor(() =>
      expect(trigger().textContent).toBe('15th day of the 8th month of 1946 (Chinese lunar)'),
    );
    await user.click(trigger());
    expect((screen.getByLabelText('Calendar') as HTMLSelectElement).value).toBe('chinese');
    expect((screen.getByLabelText('Month') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      '8th month',
    );
    expect(within(grid()).getByRole('gridcell', { selected: true }).textContent).toBe('15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('value').textContent).toBe('1946-08-15');
    expect(screen.getByTestId('calendar').textContent).toBe('chinese');
  });

  it('says while a calendar loads, says so when it cannot be loaded, and keeps the date typed', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1990-03-03" />);
    await user.click(trigger());
    let fail = (_: Error) => {};
    chunks.load = new Promise((_, reject) => {
      fail = reject;
    });
    try {
      await user.selectOptions(screen.getByLabelText('Calendar'), 'Korean lunar');
      expect(screen.getByText('Loading the Korean lunar calendar…').getAttribute('role')).toBe('status');
      expect((screen.getByLabelText('Month') as HTMLSelectElement).disabled).toBe(true);
      fail(new TypeError('Failed to fetch dynamically imported module'));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'The Korean lunar calendar could not be loaded. Check your connection and try again.',
      );
    } finally {
      chunks.load = null;
    }
    expect((screen.getByLabelText('Calendar') as HTMLSelectElement).value).toBe('gregory');
    expect((screen.getByLabelText('Month') as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText('Year (optional)') as HTMLInputElement).value).toBe('1990');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('value').textContent).toBe('1990-03-03');
  });
});

describe('KeptDatePicker in another language', () => {
  const inLocale =
    (locale: string, messages: Record<string, string>) =>
    ({ children }: { children: ReactNode }) => (
      <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
        {children}
      </IntlProvider>
    );
  const monthNames = () =>
    within(screen.getByLabelText(zh['datePicker.month']) as HTMLSelectElement)
      .getAllByRole('option')
      .map((o) => o.textContent);

  it('lists the Chinese lunar months in Chinese and shows the date chosen as 农历…', async () => {
    const user = userEvent.setup();
    render(<Harness />, { wrapper: inLocale('zh-CN', zh) });
    await user.click(screen.getByRole('button', { name: /^生日/ }));
    await user.selectOptions(screen.getByLabelText('历法'), '农历');
    await vi.waitFor(() => expect(monthNames()).toContain('八月'));
    expect(monthNames()).toEqual(expect.arrayContaining(['正月', '闰六月', '腊月']));
    await user.selectOptions(screen.getByLabelText('月份'), '八月');
    await user.click(within(screen.getByRole('grid')).getByRole('gridcell', { name: '农历八月十五' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('button', { name: /^生日/ }).textContent).toBe('农历八月十五');
  });

  it('lists the Hebrew months in Hebrew, month 7 as either Adar until a year is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />, { wrapper: inLocale('he', he) });
    await user.click(screen.getByRole('button', { name: /^יום הולדת/ }));
    await user.selectOptions(screen.getByLabelText('לוח שנה'), 'הלוח העברי');
    const months = () =>
      within(screen.getByLabelText('חודש') as HTMLSelectElement)
        .getAllByRole('option')
        .map((o) => o.textContent);
    await vi.waitFor(() => expect(months()).toContain('אלול'));
    expect(months()).toEqual(expect.arrayContaining(['תשרי', 'אדר א׳', 'אדר או אדר ב׳']));
  });

  it('says under the year, in Hebrew, what the year is and then the Gregorian birth date', async () => {
    const user = userEvent.setup();
    render(<Harness />, { wrapper: inLocale('he', he) });
    await user.click(screen.getByRole('button', { name: /^יום הולדת/ }));
    await user.selectOptions(screen.getByLabelText('לוח שנה'), 'הלוח העברי');
    const year = await screen.findByRole('spinbutton', { name: 'שנה לפי הלוח העברי (לא חובה)' });
    await user.type(year, '5707');
    expect(screen.getByText(/^\d{4}–\d{4}\. שנת 5707 היא 1946\/47 בלוח הגרגוריאני\.$/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('חודש'), 'תשרי');
    await user.click(screen.getByRole('gridcell', { name: /^א׳ בתשרי/ }));
    expect(screen.getByText('תאריך הלידה בלוח הגרגוריאני: 26 בספטמבר 1946.')).toBeTruthy();
  });
});
