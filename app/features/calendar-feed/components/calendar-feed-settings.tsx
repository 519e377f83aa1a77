import { errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { MSG } from '@shared/messages';
import { Copy, RefreshCw, Rss } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCalendarFeed, useResetCalendarFeed } from '../api/calendar-feed';

/**
 * Settings' private calendar feed: a URL to subscribe to from any calendar app, with Copy and Reset.
 * Only the URL's hash is stored, so it shows right after it is made; Reset makes a new one.
 */
export function CalendarFeedSettings() {
  const intl = useIntl();
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  // The answer that made the URL keeps it on screen while that feed stands: the feed read again (the
  // live stream's reconnect) never says it, for only its hash is stored; a reset elsewhere ends it.
  const made = reset.data?.createdAt === feed.data?.createdAt ? (reset.data?.url ?? null) : null;
  const url = feed.data?.active ? (made ?? feed.data.url) : null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url ?? '');
      toast.success(MSG.feedUrlCopied);
    } catch {
      toast.error(MSG.failedCopyFeedUrl);
    }
  }

  function makeUrl() {
    reset.mutate(undefined, {
      onSuccess: () => setConfirming(false),
      onError: (err) => toast.error(errorMessage(err, MSG.failedResetFeed)),
    });
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold text-ink">
        <Rss className="size-4 text-accent" aria-hidden />
        {intl.formatMessage({ id: 'feed.heading', defaultMessage: 'Calendar Feed' })}
      </h2>
      <p className="mt-1 text-sm text-ink-4">
        {intl.formatMessage({
          id: 'feed.intro',
          defaultMessage:
            'Subscribe from Google Calendar, Apple Calendar or Outlook: every birthday shows there and stays up to date.',
        })}
      </p>
      {feed.isPending ? (
        <p className="mt-3 text-sm text-ink-4">
          {intl.formatMessage({ id: 'feed.loading', defaultMessage: 'Loading...' })}
        </p>
      ) : feed.isError ? (
        <p className="mt-3 text-sm text-danger">{errorMessage(feed.error)}</p>
      ) : url ? (
        <div className="mt-3 space-y-2">
          <input
            readOnly
            value={url}
            dir="ltr"
            aria-label={intl.formatMessage({ id: 'feed.urlLabel', defaultMessage: 'Calendar feed URL' })}
            onFocus={(e) => e.currentTarget.select()}
            className="field-input font-mono text-xs"
          />
          <p className="field-help">
            {intl.formatMessage({
              id: 'feed.urlHelp',
              defaultMessage:
                'Keep it private: anyone with this address sees your birthdays. It is shown only now; copy it into your calendar app.',
            })}
          </p>
        </div>
      ) : feed.data?.active ? (
        <p className="mt-3 text-sm text-ink-3">
          {intl.formatMessage({
            id: 'feed.active',
            defaultMessage: 'Your feed is on. Its address was shown when it was made; Reset gives a new one.',
          })}
        </p>
      ) : (
        <button type="button" className="btn-primary mt-3" disabled={reset.isPending} onClick={makeUrl}>
          <Rss className="size-4" aria-hidden />
          {reset.isPending
            ? intl.formatMessage({ id: 'feed.creating', defaultMessage: 'Creating...' })
            : intl.formatMessage({ id: 'feed.create', defaultMessage: 'Create Feed URL' })}
        </button>
      )}
      {feed.data?.active && !confirming ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {url ? (
            <button type="button" className="btn-secondary" onClick={copy}>
              <Copy className="size-4" aria-hidden />
              {intl.formatMessage({ id: 'feed.copy', defaultMessage: 'Copy' })}
            </button>
          ) : null}
          <button type="button" className="btn-secondary" onClick={() => setConfirming(true)}>
            <RefreshCw className="size-4" aria-hidden />
            {intl.formatMessage({ id: 'feed.reset', defaultMessage: 'Reset' })}
          </button>
        </div>
      ) : null}
      {confirming ? (
        <div role="alert" className="mt-3 rounded-xl bg-warn-soft p-3">
          <p className="text-sm text-warn">
            {intl.formatMessage({
              id: 'feed.confirmReset',
              defaultMessage:
                'Make a new address? Calendars subscribed to the current one stop updating at once.',
            })}
          </p>
          <div className="mt-2 flex gap-2">
            <button type="button" className="btn-secondary flex-1" onClick={() => setConfirming(false)}>
              {intl.formatMessage({ id: 'feed.cancel', defaultMessage: 'Cancel' })}
            </button>
            <button type="button" className="btn-primary flex-1" disabled={reset.isPending} onClick={makeUrl}>
              {reset.isPending
                ? intl.formatMessage({ id: 'feed.resetting', defaultMessage: 'Resetting...' })
                : intl.formatMessage({ id: 'feed.resetUrl', defaultMessage: 'Reset URL' })}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
