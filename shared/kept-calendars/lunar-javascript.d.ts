// The parts of lunar-javascript (untyped) that the lunisolar table tests use.
declare module 'lunar-javascript' {
  type LunarMonth = {
    getMonth(): number;
    isLeap(): boolean;
    /** Julian Day Number of the month's first day. */
    getFirstJulianDay(): number;
    getDayCount(): number;
  };
  const lunar: {
    LunarYear: { fromYear(year: number): { getMonthsInYear(): LunarMonth[] } };
    ShouXingUtil: {
      /** New moon number w / 2π: days after J2000.0 in Beijing time (UTC+8). */
      shuoHigh(w: number): number;
      /** When the sun's apparent longitude is w (radians, counted on from 0 at the 1999 March equinox), as above. */
      qiHigh(w: number): number;
    };
  };
  export default lunar;
}
