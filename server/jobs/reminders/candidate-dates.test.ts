import { WORLD_ZONES } from '@server/test/time-zones';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDayOffsets } from './candidate-dates';

const dayOf = (zone: string, t: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(t);

describe('the local days some zone is in', () => {
  it('are yesterday and today before 10:00 UTC, all three until 12:00, then today and tomorrow', () => {
    expect(localDayOffsets(new Date('2026-11-22T09:59:00Z'))).toEqual([-1, 0]);
    expect(localDayOffsets(new Date('2026-11-22T10:00:00Z'))).toEqual([-1, 0, 1]);
    expect(localDayOffsets(new Date('2026-11-22T11:59:00Z'))).toEqual([-1, 0, 1]);
    expect(localDayOffsets(new Date('2026-11-22T12:00:00Z'))).toEqual([0, 1]);
  });

  it("always include every real zone's local day, the extremes UTC−12 and UTC+14 too", () => {
    const zones = [...WORLD_ZONES, 'Etc/GMT+12', 'Pacific/Pago_Pago', 'Pacific/Tongatapu', 'Pacific/Chatham'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2026-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }),
        (t) => {
          const utcDay = Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate());
          const offsets = localDayOffsets(t);
          for (const zone of zones) {
            const local = Date.parse(`${dayOf(zone, t)}T00:00:00Z`);
            expect(offsets).toContain(Math.round((local - utcDay) / 86_400_000));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
