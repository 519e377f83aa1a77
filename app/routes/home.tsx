import { PageHeading } from '@app/components/page-heading';
import { Section } from '@app/components/section';
import { useBirthdays } from '@app/features/birthdays/api/get-birthdays';
import { useBirthdayModals } from '@app/features/birthdays/components/birthday-modals';
import { BirthdayRow, RemindedLegend } from '@app/features/birthdays/components/birthday-row';
import type { BirthdayView } from '@app/features/birthdays/utils/birthday-view';
import { useToday } from '@app/features/birthdays/utils/use-today';
import { PausedChannelsNotice } from '@app/features/reminders/components/paused-channels-notice';
import { isNew, splitHome } from '@shared/dates/grouping';
import { addDays, type PlainDate } from '@shared/dates/plain-date';
import { CalendarHeart, History, PartyPopper, Plus } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ListSkeleton, LoadError, StaleNotice } from './page-states';

export function HomePage() {
  const navigate = useNavigate();
  const intl = useIntl();
  return (
    <div className="space-y-6">
      <PageHeading
        title={intl.formatMessage({ id: 'home.title', defaultMessage: 'Birthdays' })}
        subtitle={intl.formatMessage({
          id: 'home.subtitle',
          defaultMessage: 'Today, the week ahead and the last few days',
        })}
      />
      <PausedChannelsNotice onFix={(channel) => navigate(`/settings?fix=${channel}`)} />
      <HomeLists />
    </div>
  );
}

function HomeLists() {
  const intl = useIntl();
  const birthdays = useBirthdays();
  const today = useToday();
  const { openDetails, openAdd, actions } = useBirthdayModals();

  if (birthdays.isPending) return <ListSkeleton />;
  if (birthdays.isLoadingError) return <LoadError onRetry={() => birthdays.refetch()} />;
  const stale = birthdays.isRefetchError ? <StaleNotice onRetry={birthdays.refetch} /> : null;

  if (birthdays.data.length === 0) {
    return (
      <>
        {stale}
        <div className="flex flex-col items-center rounded-3xl bg-surface p-8 text-center shadow-sm ring-1 ring-line">
          <CalendarHeart className="size-12 text-brand-500" aria-hidden />
          <h2 className="mt-4 text-xl font-bold">
            <FormattedMessage id="home.emptyTitle" defaultMessage="No Birthdays Added" />
          </h2>
          <p className="mt-2 max-w-xs text-ink-3">
            <FormattedMessage
              id="home.emptyText"
              defaultMessage="Add the people you care about and Cakeday will remind you before their big day."
            />
          </p>
          <button type="button" className="btn-primary mt-6" onClick={openAdd}>
            <Plus className="size-4" aria-hidden />
            <FormattedMessage id="home.addFirst" defaultMessage="Add your first birthday" />
          </button>
        </div>
      </>
    );
  }

  const { today: todays, upcoming, past } = splitHome(birthdays.data, today);
  const now = Date.now();
  const anyReminded = [...todays, ...upcoming, ...past].some((b) => isNew(b.lastNotified, now));
  // Today's and recently passed rows offer a wish (belated for the past ones) right from the list.
  const row = (b: BirthdayView, occurrence: PlainDate, wish = false) => (
    <BirthdayRow
      key={b.id}
      birthday={b}
      today={today}
      occurrence={occurrence}
      reminded={isNew(b.lastNotified, now)}
      onOpen={openDetails}
      actions={wish ? actions : undefined}
    />
  );
  return (
    <div className="space-y-8">
      {stale}
      {anyReminded ? <RemindedLegend /> : null}
      <Section
        title={intl.formatMessage({ id: 'home.todayTitle', defaultMessage: "Today's Birthdays" })}
        badge={
          todays.length > 0
            ? intl.formatMessage(
                { id: 'home.todayBadge', defaultMessage: '{count, plural, other {# Today!}}' },
                { count: todays.length },
              )
            : undefined
        }
        icon={<PartyPopper className="size-5 text-amber-500" aria-hidden />}
      >
        {todays.length > 0 ? (
          <ul className="space-y-2">{todays.map((b) => row(b, today, true))}</ul>
        ) : (
          <p className="rounded-2xl bg-surface p-4 text-ink-4 ring-1 ring-line">
            <FormattedMessage id="home.noneToday" defaultMessage="No birthdays today." />
          </p>
        )}
      </Section>
      <Section
        title={intl.formatMessage({ id: 'home.upcomingTitle', defaultMessage: 'Upcoming Birthdays' })}
        icon={<CalendarHeart className="size-5 text-accent" aria-hidden />}
      >
        {upcoming.length > 0 ? (
          <ul className="space-y-2">{upcoming.map((b) => row(b, addDays(today, b.days)))}</ul>
        ) : (
          <p className="rounded-2xl bg-surface p-4 text-ink-4 ring-1 ring-line">
            <FormattedMessage
              id="home.noneUpcoming"
              defaultMessage="No upcoming birthdays in the next {days, plural, other {# days}}"
              values={{ days: 7 }}
            />
          </p>
        )}
      </Section>
      {past.length > 0 ? (
        <Section
          title={intl.formatMessage({ id: 'home.pastTitle', defaultMessage: 'Recently Passed' })}
          icon={<History className="size-5 text-ink-4" aria-hidden />}
        >
          <p className="mb-3 -mt-1 text-sm text-ink-4">
            <FormattedMessage id="home.pastHint" defaultMessage="A belated wish is still welcome." />
          </p>
          <ul className="space-y-2">{past.map((b) => row(b, addDays(today, -b.days), true))}</ul>
        </Section>
      ) : null}
    </div>
  );
}
