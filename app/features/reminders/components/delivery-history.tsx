import { QueryStates } from '@app/components/query-states';
import { leadDaysLabel } from '@shared/schemas/lead-times';
import type { DeliveryLogEntry } from '@shared/schemas/reminders';
import { AlertCircle, CheckCircle2, Clock, History } from 'lucide-react';
import { useDeliveries } from '../api/get-deliveries';
import { channelUi } from '../channels';
import { formatDeliveryTime } from '../utils/format';

/** 'Recent reminders': what Cakeday sent (or failed to send), newest first. */
export function DeliveryHistory() {
  return (
    <section aria-labelledby="recent-reminders-heading">
      <div className="mb-3 flex items-center gap-2">
        <History className="size-5 text-accent" aria-hidden />
        <h2 id="recent-reminders-heading" className="text-lg font-bold">
          Recent reminders
        </h2>
      </div>
      <QueryStates
        query={useDeliveries()}
        loadingLabel="Loading recent reminders"
        skeleton={{ rows: 2, height: 'h-16' }}
        failed="Couldn't load your recent reminders."
      >
        {(deliveries) =>
          deliveries.length === 0 ? (
            <p className="rounded-2xl bg-surface p-4 text-ink-4 ring-1 ring-line">No reminders sent yet</p>
          ) : (
            <ul className="divide-y divide-line-soft overflow-hidden rounded-2xl bg-surface shadow-sm ring-1 ring-line">
              {[...deliveries]
                .sort((a, b) => b.timestamp - a.timestamp)
                .map((entry) => (
                  <DeliveryItem key={entry.id} entry={entry} />
                ))}
            </ul>
          )
        }
      </QueryStates>
    </section>
  );
}

function DeliveryItem({ entry }: { entry: DeliveryLogEntry }) {
  const channel = channelUi(entry.channel);
  return (
    <li className="flex items-start gap-3 p-3 sm:p-4">
      <span
        aria-hidden
        className={`flex size-9 shrink-0 items-center justify-center rounded-full ${channel.background} ${channel.color}`}
      >
        <channel.icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-ink">{entry.birthdayName}</p>
        <p className="text-sm text-ink-4">
          {leadDaysLabel(entry.leadDays)} · {channel.label} ·{' '}
          <time dateTime={new Date(entry.timestamp).toISOString()}>
            {formatDeliveryTime(entry.timestamp)}
          </time>
        </p>
        {entry.status === 'failed' && entry.error ? (
          <p className="mt-1 text-sm break-words text-danger">{entry.error}</p>
        ) : null}
      </div>
      <Status status={entry.status} />
    </li>
  );
}

function Status({ status }: { status: DeliveryLogEntry['status'] }) {
  if (status === 'sent') {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-ok-soft px-2 py-0.5 text-xs font-semibold text-ok">
        <CheckCircle2 className="size-3.5" aria-hidden />
        Sent
      </span>
    );
  }
  if (status === 'failed') {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger">
        <AlertCircle className="size-3.5" aria-hidden />
        Failed
      </span>
    );
  }
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-surface-3 px-2 py-0.5 text-xs font-semibold text-ink-3">
      <Clock className="size-3.5" aria-hidden />
      Sending
    </span>
  );
}
