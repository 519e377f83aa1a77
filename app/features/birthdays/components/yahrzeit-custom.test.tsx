// @vitest-environment jsdom
import '@shared/kept-calendars/all';
import type { AdarCustom } from '@shared/kept-calendars/yahrzeit';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { YahrzeitCustom } from './yahrzeit-custom';

function Harness({ date, calendar = 'hebrew' }: { date: string; calendar?: string }) {
  const [value, setValue] = useState<AdarCustom>('adar-i');
  return (
    <>
      <YahrzeitCustom date={date} calendar={calendar} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('YahrzeitCustom', () => {
  it('offers Adar I (chosen) or Adar II for a death in Adar of a common year', async () => {
    render(<Harness date="5783-07-10" />);
    const group = screen.getByRole('radiogroup', { name: 'In a leap year, remembered in' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Adar I' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Adar II' }));
    expect(screen.getByRole('status').textContent).toBe('adar-ii');
  });

  it('offers it with the year unknown, and not for Adar II of a leap year, another month or calendar', () => {
    const { rerender } = render(<Harness date="--07-10" />);
    expect(screen.queryByRole('radiogroup')).not.toBeNull();
    for (const props of [
      { date: '5784-07-10' },
      { date: '5783-01-10' },
      { date: '5784-06-10' },
      { date: '2023-07-10', calendar: 'gregory' },
    ]) {
      rerender(<Harness {...props} />);
      expect(screen.queryByRole('radiogroup'), props.date).toBeNull();
    }
  });
});
