import { describe, expect, it } from 'vitest';
import {
  leadDaysLabel,
  leadDaysOfReminders,
  leadDaysOfTypes,
  leadDaysSchema,
  remindersOfLeadDays,
  sortLeadDays,
  typesOfLeadDays,
} from './lead-times';

const error = (value: unknown) => leadDaysSchema.safeParse(value).error?.issues[0]?.message;

describe('a set of lead times', () => {
  it('takes 0 to 60 days, up to five', () => {
    expect(leadDaysSchema.parse([0, 60])).toEqual([0, 60]);
    expect(leadDaysSchema.parse([2, 30, 7, 1, 0])).toEqual([2, 30, 7, 1, 0]);
    expect(leadDaysSchema.parse([])).toEqual([]);
    expect(sortLeadDays([2, 30, 7, 1, 0])).toEqual([30, 7, 2, 1, 0]);
  });

  it('refuses 61, -1 and fractions with our sentence', () => {
    for (const bad of [[61], [-1], [1.5], ['7'], [Number.NaN], [null]]) {
      expect(error(bad)).toBe('Choose a whole number of days from 0 to 60');
    }
    expect(error('7, 1')).toBe('Choose a whole number of days from 0 to 60');
  });

  it('refuses a sixth value and a repeated one', () => {
    expect(error([0, 1, 2, 3, 4, 5])).toBe('Choose at most 5 reminder times');
    expect(error([7, 7])).toBe('That reminder time is already on the list');
  });
});

describe("the spec's reminder types as lead times", () => {
  it('maps the settings types {week, day, today} to 7, 1, 0 and back', () => {
    expect(leadDaysOfTypes({ week: true, day: true, today: true })).toEqual([7, 1, 0]);
    expect(leadDaysOfTypes({ week: false, day: true, today: false })).toEqual([1]);
    expect(typesOfLeadDays([30, 7, 0])).toEqual({ week: true, day: false, today: true });
    expect(typesOfLeadDays([])).toEqual({ week: false, day: false, today: false });
  });

  it("reads a birthday's list with every type on as following the defaults, any other as its own set", () => {
    const all = [
      { type: 'week', enabled: true },
      { type: 'day', enabled: true },
      { type: 'birthday', enabled: true },
    ] as const;
    expect(leadDaysOfReminders(all)).toBeNull();
    expect(leadDaysOfReminders(all.map((r) => ({ ...r, enabled: false })))).toEqual([]);
    expect(leadDaysOfReminders([{ type: 'birthday', enabled: true }])).toEqual([0]);
    expect(
      leadDaysOfReminders([
        { type: 'week', enabled: true },
        { type: 'day', enabled: false },
      ]),
    ).toEqual([7]);
  });

  it("writes a birthday's lead days as the spec's list", () => {
    expect(remindersOfLeadDays(null)).toEqual([
      { type: 'week', enabled: true },
      { type: 'day', enabled: true },
      { type: 'birthday', enabled: true },
    ]);
    expect(remindersOfLeadDays([30, 1])).toEqual([
      { type: 'week', enabled: false },
      { type: 'day', enabled: true },
      { type: 'birthday', enabled: false },
    ]);
  });

  it("labels the spec's three with its words and the others plainly", () => {
    expect([0, 1, 7, 2, 30].map(leadDaysLabel)).toEqual([
      'On the day',
      'A day before',
      'A week before',
      '2 days before',
      '30 days before',
    ]);
  });
});
