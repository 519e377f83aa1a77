// @vitest-environment jsdom

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

  it('draws an emoji name’s initial whole', () => {
    renderRow({ birthday: view('🎂 Cake', '--11-22'), occurrence: TODAY });
    const avatar = screen.getByRole('button').querySelector('[aria-hidden]');
    expect(avatar?.textContent).toBe('🎂');
  });
});
