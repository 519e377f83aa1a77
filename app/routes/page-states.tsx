import { MSG } from '@shared/messages';
import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** How often a list whose refresh failed asks again, beyond TanStack Query's own quick retries. */
const STALE_RETRY_MS = 10_000;

export function ListSkeleton() {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-label={intl.formatMessage({ id: 'states.loadingBirthdays', defaultMessage: 'Loading birthdays' })}
      className="space-y-2"
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-[72px] animate-pulse rounded-2xl bg-surface-4/70" />
      ))}
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl bg-danger-soft p-6 text-center text-danger">
      <p className="font-semibold">{MSG.failedLoad}</p>
      <button type="button" className="btn-secondary mt-4" onClick={onRetry}>
        <FormattedMessage id="states.tryAgain" defaultMessage="Try again" />
      </button>
    </div>
  );
}

/**
 * Said quietly above a list still showing what was loaded before a refresh failed. While shown it
 * asks again every few seconds; once a refresh succeeds the caller stops showing it.
 */
export function StaleNotice({ onRetry }: { onRetry: () => unknown }) {
  useEffect(() => {
    const timer = setInterval(onRetry, STALE_RETRY_MS);
    return () => clearInterval(timer);
  }, [onRetry]);
  return (
    <p
      role="status"
      className="mb-4 flex items-center gap-2 rounded-xl bg-warn-soft px-3 py-2 text-sm text-warn ring-1 ring-warn-line"
    >
      <RefreshCw className="size-4 shrink-0" aria-hidden />
      <span className="flex-1">{MSG.staleData}</span>
      <button type="button" className="font-semibold underline underline-offset-2" onClick={() => onRetry()}>
        <FormattedMessage id="states.retryNow" defaultMessage="Retry now" />
      </button>
    </p>
  );
}
