import { type PlainDate, todayIn, toIsoDate } from '@shared/dates/plain-date';
import { useEffect, useState } from 'react';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today in the browser's time zone; rolls over at midnight without a reload. */
export function useToday(): PlainDate {
  const [today, setToday] = useState(() => todayIn(browserZone(), new Date()));
  useEffect(() => {
    const timer = setInterval(() => {
      const next = todayIn(browserZone(), new Date());
      setToday((prev) => (toIsoDate(prev) === toIsoDate(next) ? prev : next));
    }, 60_000);
    return () => clearInterval(timer);
  }, []);
  return today;
}
