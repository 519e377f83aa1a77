// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MonthDayPicker } from './month-day-picker';

function Harness({ initial = '', onChange }: { initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MonthDayPicker
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Birthday/ });
const panel = () => screen.getByRole('group', { name: 'Choose date' });
const grid = () => within(panel()).getByRole('grid', { name: 'Day' });
/** The grid's day n (named 'July 14' once a month is chosen, '14' before). */
const dayButton = (n: number) => within(grid()).getByRole('gridcell', { name: new RegExp(`^(\\w+ )?${n}$`) });

describe('MonthDayPicker', () => {
  it('shows the placeholder when empty and names the trigger after its label', () => {
    render(<Harness />);
    expect(trigger().textContent).toContain('Select date');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('group', { name: 'Choose date' })).toBeNull();
  });

  it("displays a value as 'MMMM d', with the year only when known", () => {
    const { unmount } = render(<MonthDayPicker value="--03-03" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Birthday March 3' })).toBeTruthy();
    unmount();
    render(<MonthDayPicker label="Date" value="1990-12-25" onChange={() => {}} />);
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
    expect(onChange).toHaveBeenCalledWith('--07-14');
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
    render(<MonthDayPicker value="" onChange={() => {}} error="Date is required" />);
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
