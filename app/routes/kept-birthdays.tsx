import { Section } from '@app/components/section';
import { BirthdayRow } from '@app/features/birthdays/components/birthday-row';
import { canView, loadCalendarsOf, toView } from '@app/features/birthdays/utils/birthday-view';
import { useToday } from '@app/features/birthdays/utils/use-today';
import type { OfflineCopy } from '@app/lib/offline-copy';
import { retrySession } from '@app/lib/session';
import { addDays } from '@shared/dates/plain-date';
import { daysUntil } from '@shared/kept-calendars/celebrations';
import { Cake, CalendarHeart, PartyPopper, WifiOff } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** Loads the calendars the kept list uses; true once done (or failed: the chunk could not be fetched). */
function useCalendarsOf(copy: OfflineCopy): boolean {
  const [ready, setReady] = useState(() => copy.birthdays.every(canView));
  useEffect(() => {
    let current = true;
    const done = () => current && setReady(true);
    loadCalendarsOf(copy.birthdays).then(done, done);
    return () => {
      current = false;
    };
  }, [copy]);
  return ready;
}

/**
 * The signed-in user's birthdays as this browser last loaded them, while Cakeday cannot be reached:
 * read-only (nothing here changes anything), soonest first. The app takes over by itself once it
 * connects again (app/lib/session.ts).
 */
export function KeptBirthdays({ copy, offline }: { copy: OfflineCopy; offline: boolean }) {
  const intl = useIntl();
  const today = useToday();
  const calendarsReady = useCalendarsOf(copy);
  // biome-ignore lint/correctness/useExhaustiveDependencies: calendarsReady is when canView changes.
  const soonest = useMemo(
    () =>
      copy.birthdays
        // Until its calendar's chunk is here (or should it be missing offline), a birthday is left out.
        .filter(canView)
        .map((b) => {
          const view = toView(b);
          return { ...view, days: daysUntil(view, today) };
        })
        .sort((a, b) => a.days - b.days || a.name.localeCompare(b.name)),
    [copy, today, calendarsReady],
  );
  const todays = soonest.filter((b) => b.days === 0);
  const later = soonest.filter((b) => b.days > 0);
  const row = (b: (typeof soonest)[number]) => (
    <BirthdayRow key={b.id} birthday={b} today={today} occurrence={addDays(today, b.days)} />
  );
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex h-14 w-full max-w-3xl items-center gap-2 px-4 text-lg font-extrabold text-accent-ink">
        <Cake className="size-6" aria-hidden />
        Cakeday
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 space-y-8 px-4 pt-2 pb-8">
        <div className="rounded-2xl bg-warn-soft p-4 text-warn ring-1 ring-warn-line">
          <h1 className="flex items-center gap-2 text-lg font-bold">
            <WifiOff className="size-5 shrink-0" aria-hidden />
            {offline
              ? intl.formatMessage({ id: 'layout.keptOffline', defaultMessage: "You're offline" })
              : intl.formatMessage({
                  id: 'layout.keptFailed',
                  defaultMessage: 'Failed to connect to database',
                })}
          </h1>
          <p className="mt-1 text-sm">
            {copy.keptAt ? (
              <FormattedMessage
                id="layout.keptAsOf"
                defaultMessage="These are your birthdays as of {keptAt}, read-only: adding, editing and deleting need a connection. Cakeday picks up again by itself as soon as it can reach the server."
                values={{
                  keptAt: new Intl.DateTimeFormat(intl.locale, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }).format(copy.keptAt),
                }}
              />
            ) : (
              <FormattedMessage
                id="layout.keptLastLoaded"
                defaultMessage="These are your birthdays as last loaded, read-only: adding, editing and deleting need a connection. Cakeday picks up again by itself as soon as it can reach the server."
              />
            )}
          </p>
          {offline ? null : (
            <button type="button" className="btn-secondary mt-3 py-2" onClick={retrySession}>
              <FormattedMessage id="layout.keptRetry" defaultMessage="Try again" />
            </button>
          )}
        </div>
        {todays.length > 0 ? (
          <Section
            title={intl.formatMessage({ id: 'layout.keptTodayTitle', defaultMessage: "Today's Birthdays" })}
            badge={intl.formatMessage(
              { id: 'layout.keptTodayBadge', defaultMessage: '{count, plural, other {# Today!}}' },
              { count: todays.length },
            )}
            icon={<PartyPopper className="size-5 text-amber-500" aria-hidden />}
          >
            <ul className="space-y-2">{todays.map(row)}</ul>
          </Section>
        ) : null}
        {later.length > 0 ? (
          <Section
            title={intl.formatMessage({ id: 'layout.keptComingUp', defaultMessage: 'Coming Up' })}
            icon={<CalendarHeart className="size-5 text-accent" aria-hidden />}
          >
            <ul className="space-y-2">{later.map(row)}</ul>
          </Section>
        ) : null}
        {soonest.length === 0 ? (
          <p className="rounded-2xl bg-surface p-4 text-ink-4 ring-1 ring-line">
            <FormattedMessage
              id="layout.keptEmpty"
              defaultMessage="No birthdays were saved when this list was last loaded."
            />
          </p>
        ) : null}
      </main>
    </div>
  );
}
