// @vitest-environment jsdom

import '@shared/kept-calendars/all';
import type { PlainDate } from '@shared/dates/plain-date';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { birthdayFixture } from '../utils/birthday-fixture';
import { BirthdayRow } from './birthday-row';

const TODAY: PlainDate = { year: 2026, month: 11, day: 22 };

const view = (name: string, date: string) => birthdayFixture({ name, date });

function renderRow(props: Partial<Parameters<typeof BirthdayRow>[0]> & { occurrence: PlainDate }) {
  render(
    <ul>
      <BirthdayRow birthday={view('Leo Marsh', '2000-11-20')} today={TODAY} onOpen={() => {}} {...props} />
    </ul>,
  );
  return screen.getByRole('button');
}

describe('BirthdayRow', () => {
  it('describes a birthday just passed as turned and days ago', () => {
    const row = renderRow({ occurrence: { year: 2026, month: 11, day: 20 } });
    expect(row.textContent).toContain('turned 26');
    expect(row.textContent).toContain('2 days ago');
  });

  it('marks a birthday reminded in the last day as New', () => {
    const row = renderRow({ occurrence: { year: 2026, month: 11, day: 20 }, reminded: true });
    expect(row.textContent).toContain('New: reminder sent');
  });

  it('shows a lunar birthday on its Gregorian day, its date in words beside it and its age in lunar years', () => {
    // Mid-Autumn 2026 (15th day of the 8th lunar month) is Friday, September 25 (published).
    const wei = birthdayFixture({ name: 'Wei', date: '1990-08-15', calendar: 'chinese' });
    const row = renderRow({
      birthday: wei,
      today: { year: 2026, month: 9, day: 20 },
      occurrence: { year: 2026, month: 9, day: 25 },
    });
    expect(row.textContent).toContain(
      '15th day of the 8th month (Chinese lunar) · this year Fri, Sep 25 · turns 36',
    );
    expect(row.textContent).toContain('In 5 days');
    expect(row.textContent).not.toContain('August');
  });

  it('says next year for a kept birthday whose day falls in the next year', () => {
    const amir = birthdayFixture({ name: 'Amir', date: '--09-01', calendar: 'islamic-umalqura' });
    // 1 Ramadan 1452 = December 26, 2030 (published).
    const row = renderRow({
      birthday: amir,
      today: { year: 2029, month: 12, day: 30 },
      occurrence: { year: 2030, month: 12, day: 26 },
    });
    expect(row.textContent).toContain('1 Ramadan (Islamic) · next year Thu, Dec 26');
  });

  it('draws an emoji name’s initial whole', () => {
    renderRow({ birthday: view('🎂 Cake', '--11-22'), occurrence: TODAY });
    const avatar = screen.getByRole('button').querySelector('[aria-hidden]');
    expect(avatar?.textContent).toBe('🎂');
  });
});
