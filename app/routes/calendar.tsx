import { useBirthdays } from '@app/features/birthdays/api/get-birthdays';
import { useBirthdayModals } from '@app/features/birthdays/components/birthday-modals';
import { BirthdayRow } from '@app/features/birthdays/components/birthday-row';
import type { BirthdayView } from '@app/features/birthdays/utils/birthday-view';
import { useToday } from '@app/features/birthdays/utils/use-today';
import { BirthdayCalendar } from '@app/features/calendar-views/components/birthday-calendar';
import type { RenderRow } from '@app/features/calendar-views/components/birthday-groups';
import type { PlainDate } from '@shared/dates/plain-date';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ListSkeleton, LoadError, StaleNotice } from './page-states';

/** Navigation state the calendar accepts: after a save, the saved birthday is shown and highlighted. */
export type CalendarLocationState = { highlightBirthdayId?: string } | null;

/** A calendar row describes the occurrence in the period on screen, not the next one. */
export function calendarRow(today: PlainDate, onOpen: (id: string) => void): RenderRow<BirthdayView> {
  return (b, { highlighted, date }) => (
    <BirthdayRow birthday={b} today={today} occurrence={date} highlighted={highlighted} onOpen={onOpen} />
  );
}

export function CalendarPage() {
  const birthdays = useBirthdays();
  const today = useToday();
  const { openDetails } = useBirthdayModals();
  const location = useLocation();
  const navigate = useNavigate();

  const highlightId = (location.state as CalendarLocationState)?.highlightBirthdayId;
  const highlight = useMemo(
    () => (typeof highlightId === 'string' ? { id: highlightId, key: location.key } : null),
    [highlightId, location.key],
  );
  // Forget the request once shown, so a reload or Back does not highlight the row again.
  const onHighlightShown = useCallback(
    () => navigate(location.pathname, { replace: true, state: null }),
    [navigate, location.pathname],
  );

  const renderRow = useMemo(() => calendarRow(today, openDetails), [today, openDetails]);

  if (birthdays.isPending) return <ListSkeleton />;
  if (birthdays.isLoadingError) return <LoadError onRetry={() => birthdays.refetch()} />;

  return (
    <>
      {birthdays.isRefetchError ? <StaleNotice onRetry={birthdays.refetch} /> : null}
      <BirthdayCalendar
        items={birthdays.data}
        today={today}
        renderRow={renderRow}
        highlight={highlight}
        onHighlightShown={onHighlightShown}
      />
    </>
  );
}
