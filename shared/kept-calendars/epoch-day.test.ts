import { describe, expect, it } from 'vitest';
import { fromEpochDay, toEpochDay } from './epoch-day';

describe('epoch days', () => {
  it('count whole days from 1970-01-01 like Date.UTC, for every day of 1800-2200', () => {
    const wrong: string[] = [];
    for (let ms = Date.UTC(1800, 0, 1); ms <= Date.UTC(2200, 11, 31); ms += 86_400_000) {
      const d = new Date(ms);
      const date = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
      const back = fromEpochDay(ms / 86_400_000);
      const same = back.year === date.year && back.month === date.month && back.day === date.day;
      if (toEpochDay(date) !== ms / 86_400_000 || !same) wrong.push(d.toISOString());
    }
    expect(wrong).toEqual([]);
    expect(toEpochDay({ year: 2000, month: 2, day: 29 })).toBe(11_016);
    expect(fromEpochDay(-25_567)).toEqual({ year: 1900, month: 1, day: 1 });
  });
});
