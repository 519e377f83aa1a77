import { PageHeading } from '@app/components/page-heading';
import { Section } from '@app/components/section';
import { useBirthdays } from '@app/features/birthdays/api/get-birthdays';
import { useBirthdayModals } from '@app/features/birthdays/components/birthday-modals';
import { BirthdayRow } from '@app/features/birthdays/components/birthday-row';
import { useToday } from '@app/features/birthdays/utils/use-today';
import { DeliveryHistory } from '@app/features/reminders/components/delivery-history';
import { DesktopPushPrompt } from '@app/features/reminders/components/desktop-push-prompt';
import { PausedChannelsNotice } from '@app/features/reminders/components/paused-channels-notice';
import { usePendingShares } from '@app/features/shares/api/get-pending-shares';
import {
  PendingSharesError,
  PendingSharesList,
  PendingSharesLoading,
} from '@app/features/shares/components/pending-shares-list';
import { splitHome } from '@shared/dates/grouping';
import { addDays } from '@shared/dates/plain-date';
import { BellOff, CalendarHeart, CheckCircle2, Inbox, PartyPopper } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ListSkeleton, LoadError, StaleNotice } from './page-states';
import { usePushControls } from './use-push-controls';

export function NotificationsPage() {
  const intl = useIntl();
  const push = usePushControls();
  const navigate = useNavigate();
  return (
    <div className="space-y-8">
      <PageHeading
        title={intl.formatMessage({ id: 'notifications.title', defaultMessage: 'Notifications' })}
        subtitle={intl.formatMessage({
          id: 'notifications.subtitle',
          defaultMessage: 'Shares, birthdays coming up and the reminders we sent',
        })}
      />
      <PausedChannelsNotice onFix={(channel) => navigate(`/settings?fix=${channel}`)} />
      <DesktopPushPrompt push={push} />
      <PendingShares />
      <BirthdayNotifications />
      <DeliveryHistory />
    </div>
  );
}

/** Birthdays other users sent to this user's ID, newest first, to accept or reject. */
function PendingShares() {
  const shares = usePendingShares();
  if (shares.isPending) {
    return (
      <PendingSharesCard>
        <PendingSharesLoading />
      </PendingSharesCard>
    );
  }
  if (shares.isLoadingError) {
    return (
      <PendingSharesCard>
        <PendingSharesError onRetry={() => shares.refetch()} />
      </PendingSharesCard>
    );
  }
  return (
    <>
      {shares.isRefetchError ? <StaleNotice onRetry={shares.refetch} /> : null}
      <PendingSharesCard>
        {shares.data.length > 0 ? <PendingSharesList shares={shares.data} /> : undefined}
      </PendingSharesCard>
    </>
  );
}

/** The card; without children it says there is nothing to do. */
function PendingSharesCard({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  return (
    <section
      aria-labelledby="pending-shares-heading"
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-5"
    >
      <div className="flex items-center gap-2">
        <Inbox className="size-5 text-accent" aria-hidden />
        <h2 id="pending-shares-heading" className="text-lg font-bold">
          {intl.formatMessage({
            id: 'notifications.pendingShares',
            defaultMessage: 'Pending Birthday Shares',
          })}
        </h2>
      </div>
      {children ?? (
        <div className="mt-3 flex flex-col items-center py-3 text-center">
          <CheckCircle2 className="size-10 text-emerald-500" aria-hidden />
          <h3 className="mt-2 font-semibold text-ink">
            {intl.formatMessage({ id: 'notifications.allCaughtUp', defaultMessage: 'All Caught Up!' })}
          </h3>
          <p className="mt-1 max-w-xs text-sm text-ink-4">
            {intl.formatMessage({
              id: 'notifications.noSharesHint',
              defaultMessage:
                'When someone shares birthdays with your User ID, you can accept or reject them here.',
            })}
          </p>
        </div>
      )}
    </section>
  );
}

/** Today's Celebrations and Coming Up Soon (the next 7 days), or 'No Notifications'. */
function BirthdayNotifications() {
  const intl = useIntl();
  const birthdays = useBirthdays();
  const today = useToday();
  const { openDetails } = useBirthdayModals();

  if (birthdays.isPending) return <ListSkeleton />;
  if (birthdays.isLoadingError) return <LoadError onRetry={() => birthdays.refetch()} />;

  const { today: todays, upcoming } = splitHome(birthdays.data, today);
  const stale = birthdays.isRefetchError ? <StaleNotice onRetry={birthdays.refetch} /> : null;
  if (todays.length === 0 && upcoming.length === 0) {
    return (
      <>
        {stale}
        <div className="flex flex-col items-center rounded-2xl bg-surface p-8 text-center shadow-sm ring-1 ring-line">
          <BellOff className="size-10 text-ink-5" aria-hidden />
          <h2 className="mt-3 text-lg font-bold">
            {intl.formatMessage({ id: 'notifications.none', defaultMessage: 'No Notifications' })}
          </h2>
          <p className="mt-1 max-w-xs text-sm text-ink-4">
            {intl.formatMessage({
              id: 'notifications.noneHint',
              defaultMessage:
                "No birthdays today or in the next 7 days. We'll let you know when one comes up.",
            })}
          </p>
        </div>
      </>
    );
  }
  return (
    <>
      {stale}
      {todays.length > 0 ? (
        <Section
          title={intl.formatMessage({ id: 'notifications.today', defaultMessage: "Today's Celebrations" })}
          badge={intl.formatMessage(
            { id: 'notifications.todayBadge', defaultMessage: '{count, plural, other {# Today!}}' },
            { count: todays.length },
          )}
          icon={<PartyPopper className="size-5 text-amber-500" aria-hidden />}
        >
          <ul className="space-y-2">
            {todays.map((b) => (
              <BirthdayRow key={b.id} birthday={b} today={today} occurrence={today} onOpen={openDetails} />
            ))}
          </ul>
        </Section>
      ) : null}
      {upcoming.length > 0 ? (
        <Section
          title={intl.formatMessage({ id: 'notifications.comingUp', defaultMessage: 'Coming Up Soon' })}
          icon={<CalendarHeart className="size-5 text-accent" aria-hidden />}
        >
          <ul className="space-y-2">
            {upcoming.map((b) => (
              <BirthdayRow
                key={b.id}
                birthday={b}
                today={today}
                occurrence={addDays(today, b.days)}
                onOpen={openDetails}
              />
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
