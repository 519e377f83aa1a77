import { dateText } from '@app/i18n/birthday-date';
import { categoryNameIn } from '@app/i18n/shared-words';
import { useSpecText } from '@app/i18n/spec-text';
import { errorMessage } from '@app/lib/api-client';
import { toastFailure } from '@app/lib/failure-toast';
import { toast } from '@app/lib/toast';
import { splitBirthDate } from '@shared/dates/birth-date';
import { loadCalendars } from '@shared/kept-calendars';
import { keptDateOf } from '@shared/kept-calendars/celebrations';
import { MSG } from '@shared/messages';
import type { PendingShare, SharedBirthday } from '@shared/schemas/share';
import { useQuery } from '@tanstack/react-query';
import { Check, ChevronDown, Gift, X } from 'lucide-react';
import { useId, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { useAcceptShare } from '../api/accept-share';
import { useShare } from '../api/get-share';
import { useRejectShare } from '../api/reject-share';

type Busy = { id: string; action: 'accept' | 'reject' } | null;

// Gregorian like every other day the app shows (Persian and Arabic would default to their own calendar).
const sentAt = (intl: IntlShape, ms: number) =>
  new Intl.DateTimeFormat(intl.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    calendar: 'gregory',
  }).format(new Date(ms));

/** The recipient's pending shares, each to accept or reject; one action runs at a time (spec §2). */
export function PendingSharesList({ shares }: { shares: PendingShare[] }) {
  const intl = useIntl();
  const [busy, setBusy] = useState<Busy>(null);
  const accept = useAcceptShare();
  const reject = useRejectShare();

  async function onAccept(id: string) {
    setBusy({ id, action: 'accept' });
    try {
      const { imported, skipped } = await accept.mutateAsync(id);
      toast.success(
        MSG.sharesImported(imported),
        skipped > 0
          ? {
              description: intl.formatMessage(
                {
                  id: 'shares.skippedDescription',
                  defaultMessage:
                    '{count, plural, one {# birthday already in your list skipped.} other {# birthdays already in your list skipped.}}',
                },
                { count: skipped },
              ),
            }
          : undefined,
      );
    } catch (err) {
      // Refused (already accepted or rejected elsewhere, gone): 'Failed to accept share' and why.
      toastFailure(err, { refused: MSG.failedAcceptShare, retry: MSG.failedAcceptShareRetry });
    } finally {
      setBusy(null);
    }
  }

  async function onReject(id: string) {
    setBusy({ id, action: 'reject' });
    try {
      await reject.mutateAsync(id);
      toast.success(MSG.shareRejected);
    } catch (err) {
      toast.error(errorMessage(err, MSG.failedRejectShare));
    } finally {
      setBusy(null);
    }
  }

  return (
    <ul className="mt-3 space-y-3">
      {shares.map((share) => (
        <PendingShareItem
          key={share.id}
          share={share}
          busy={busy}
          onAccept={() => onAccept(share.id)}
          onReject={() => onReject(share.id)}
        />
      ))}
    </ul>
  );
}

type ItemProps = { share: PendingShare; busy: Busy; onAccept: () => void; onReject: () => void };

function PendingShareItem({ share, busy, onAccept, onReject }: ItemProps) {
  const intl = useIntl();
  const uid = useId();
  const [showing, setShowing] = useState(false);
  const mine = busy?.id === share.id;
  return (
    <li aria-labelledby={`${uid}-title`} className="rounded-xl bg-surface-2 p-3 ring-1 ring-line sm:p-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent"
        >
          <Gift className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p id={`${uid}-title`} className="font-semibold text-ink">
            {share.senderContact ? (
              <FormattedMessage
                id="shares.countFrom"
                defaultMessage="{count, plural, one {# birthday from {contact}} other {# birthdays from {contact}}}"
                values={{ count: share.count, contact: <bdi dir="ltr">{share.senderContact}</bdi> }}
              />
            ) : (
              <FormattedMessage
                id="shares.count"
                defaultMessage="{count, plural, one {# birthday} other {# birthdays}}"
                values={{ count: share.count }}
              />
            )}
          </p>
          <p className="text-sm break-words text-ink-3">
            <FormattedMessage
              id="shares.senderUserId"
              defaultMessage="User ID {id}"
              values={{
                id: (
                  <span dir="ltr" className="font-mono tracking-wider">
                    {share.senderId}
                  </span>
                ),
              }}
            />
          </p>
          <p className="text-sm text-ink-4">
            {intl.formatList(
              share.categories.map((c) => categoryNameIn(intl, c)),
              { type: 'conjunction', style: 'narrow' },
            )}{' '}
            · <time dateTime={new Date(share.createdAt).toISOString()}>{sentAt(intl, share.createdAt)}</time>
          </p>
        </div>
      </div>

      <button
        type="button"
        aria-expanded={showing}
        aria-controls={`${uid}-birthdays`}
        onClick={() => setShowing((s) => !s)}
        className="mt-2 inline-flex items-center gap-1 rounded-lg py-1 text-sm font-medium text-accent-ink hover:underline"
      >
        <ChevronDown className={`size-4 transition ${showing ? 'rotate-180' : ''}`} aria-hidden />
        {showing
          ? intl.formatMessage({ id: 'shares.hideBirthdays', defaultMessage: 'Hide birthdays' })
          : intl.formatMessage({ id: 'shares.showBirthdays', defaultMessage: 'Show birthdays' })}
      </button>
      <div id={`${uid}-birthdays`} hidden={!showing}>
        {showing ? <SharedBirthdays id={share.id} /> : null}
      </div>

      <div className="mt-3 flex gap-2">
        <button type="button" className="btn-primary flex-1" disabled={busy !== null} onClick={onAccept}>
          <Check className="size-4" aria-hidden />
          {mine && busy.action === 'accept'
            ? intl.formatMessage({ id: 'shares.accepting', defaultMessage: 'Accepting...' })
            : intl.formatMessage({ id: 'shares.accept', defaultMessage: 'Accept' })}
        </button>
        <button type="button" className="btn-secondary flex-1" disabled={busy !== null} onClick={onReject}>
          <X className="size-4" aria-hidden />
          {mine && busy.action === 'reject'
            ? intl.formatMessage({ id: 'shares.rejecting', defaultMessage: 'Rejecting...' })
            : intl.formatMessage({ id: 'shares.reject', defaultMessage: 'Reject' })}
        </button>
      </div>
    </li>
  );
}

// Enough to judge a share at a glance; a 5,000-birthday list is not read on a phone.
const PREVIEW = 50;

/**
 * A shared birthday's date as the recipient reads it: 'May 17th', or for one kept in another calendar its
 * date in words ('15th day of the 8th month (Chinese lunar)'); the wire date itself if neither reads it.
 */
function sharedDate(intl: IntlShape, { date, calendar = 'gregory', leap = false }: SharedBirthday): string {
  const kept = keptDateOf(date, calendar, leap);
  return kept ? dateText(intl, kept) : date;
}

/** The names and dates in a share, so the recipient knows what they accept. */
function SharedBirthdays({ id }: { id: string }) {
  const intl = useIntl();
  const spec = useSpecText();
  const share = useShare(id, true);
  // The words of a date kept in another calendar need that calendar's code, loaded on demand.
  const calendars = [
    ...new Set(Object.values(share.data?.birthdays ?? {}).map((b) => b.calendar ?? 'gregory')),
  ];
  const calendarsReady = useQuery({
    queryKey: ['calendar-code', ...calendars.sort()],
    queryFn: () => loadCalendars(calendars).then(() => true),
    enabled: share.isSuccess,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
  if (share.isPending || (share.isSuccess && !calendarsReady)) {
    return (
      <p role="status" className="py-2 text-sm text-ink-4">
        {intl.formatMessage({ id: 'shares.loadingBirthdays', defaultMessage: 'Loading birthdays...' })}
      </p>
    );
  }
  if (share.isError) {
    return (
      <p role="alert" className="py-2 text-sm text-danger">
        {spec(MSG.failedGetPendingShares)}
      </p>
    );
  }
  // Gregorian dates first, in date order, then each other calendar's in its own month order.
  const calendarRank = (b: SharedBirthday) => (b.calendar && b.calendar !== 'gregory' ? b.calendar : '');
  const list = Object.entries(share.data.birthdays)
    .map(([key, b]) => ({ ...b, key, parts: splitBirthDate(b.date), shown: sharedDate(intl, b) }))
    .sort(
      (a, b) =>
        calendarRank(a).localeCompare(calendarRank(b)) ||
        (a.parts?.month ?? 0) - (b.parts?.month ?? 0) ||
        Number(a.leap ?? false) - Number(b.leap ?? false) ||
        (a.parts?.day ?? 0) - (b.parts?.day ?? 0) ||
        a.name.localeCompare(b.name),
    );
  return (
    <>
      <ul
        aria-label={intl.formatMessage({ id: 'shares.sharedBirthdays', defaultMessage: 'Shared birthdays' })}
        className="mt-1 divide-y divide-line text-sm"
      >
        {list.slice(0, PREVIEW).map((b) => (
          <li key={b.key} className="flex justify-between gap-3 py-1.5">
            <span className="min-w-0 truncate text-ink">{b.name}</span>
            <span className="shrink-0 text-ink-4">{b.shown}</span>
          </li>
        ))}
      </ul>
      {list.length > PREVIEW ? (
        <p className="pt-1 text-sm text-ink-4">
          {intl.formatMessage(
            { id: 'shares.andMore', defaultMessage: '{count, plural, one {and # more} other {and # more}}' },
            { count: list.length - PREVIEW },
          )}
        </p>
      ) : null}
    </>
  );
}

export function PendingSharesLoading() {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-label={intl.formatMessage({
        id: 'shares.loadingPending',
        defaultMessage: 'Loading pending shares',
      })}
      className="mt-3 space-y-2"
    >
      {[0, 1].map((i) => (
        <div key={i} className="h-28 animate-pulse rounded-xl bg-surface-4/70" />
      ))}
    </div>
  );
}

export function PendingSharesError({ onRetry }: { onRetry: () => void }) {
  const spec = useSpecText();
  return (
    <div role="alert" className="mt-3 rounded-xl bg-danger-soft p-4 text-center text-danger">
      <p className="font-semibold">{spec(MSG.failedLoadPendingShares)}</p>
      <button type="button" className="btn-secondary mt-3" onClick={onRetry}>
        <FormattedMessage id="shares.tryAgain" defaultMessage="Try again" />
      </button>
    </div>
  );
}
