import { AlertCircle, BellRing, CheckCircle2, Clock, History, MessageSquare } from 'lucide-react';
import type { DeliveryLogEntry } from '../../../../shared/schemas/reminders';
import { useDeliveries } from '../api/get-deliveries';
import { formatDeliveryTime, reminderTypeLabel } from '../utils/format';

/** 'Recent reminders': what Cakeday sent (or failed to send), newest first. */
export function DeliveryHistory() {
  const deliveries = useDeliveries();
  return (
    <section aria-labelledby="recent-reminders-heading">
      <div className="mb-3 flex items-center gap-2">
        <History className="size-5 text-brand-600" aria-hidden />
        <h2 id="recent-reminders-heading" className="text-lg font-bold">
          Recent reminders
        </h2>
      </div>
      {deliveries.isPending ? (
        <div role="status" aria-label="Loading recent reminders" className="space-y-2">
          {[0, 1].map((i) => (
            <div key={i} className="h-16 animate-pulse rounded-2xl bg-slate-200/70" />
          ))}
        </div>
      ) : deliveries.isError ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
          <p className="font-semibold">Couldn't load your recent reminders.</p>
          <button type="button" className="btn-secondary mt-3" onClick={() => deliveries.refetch()}>
            Try again
          </button>
        </div>
      ) : deliveries.data.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-slate-500 ring-1 ring-slate-200">No reminders sent yet</p>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {[...deliveries.data]
            .sort((a, b) => b.timestamp - a.timestamp)
            .map((entry) => (
              <DeliveryItem key={entry.id} entry={entry} />
            ))}
        </ul>
      )}
    </section>
  );
}

function DeliveryItem({ entry }: { entry: DeliveryLogEntry }) {
  const ChannelIcon = entry.channel === 'sms' ? MessageSquare : BellRing;
  return (
    <li className="flex items-start gap-3 p-3 sm:p-4">
      <span
        aria-hidden
        className={`flex size-9 shrink-0 items-center justify-center rounded-full ${entry.channel === 'sms' ? 'bg-brand-50 text-brand-600' : 'bg-amber-50 text-amber-600'}`}
      >
        <ChannelIcon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900">{entry.birthdayName}</p>
        <p className="text-sm text-slate-500">
          {reminderTypeLabel(entry.type)} · {entry.channel === 'sms' ? 'SMS' : 'Push'} ·{' '}
          <time dateTime={new Date(entry.timestamp).toISOString()}>
            {formatDeliveryTime(entry.timestamp)}
          </time>
        </p>
        {entry.status === 'failed' && entry.error ? (
          <p className="mt-1 text-sm break-words text-red-700">{entry.error}</p>
        ) : null}
      </div>
      <Status status={entry.status} />
    </li>
  );
}

function Status({ status }: { status: DeliveryLogEntry['status'] }) {
  if (status === 'sent') {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700">
        <CheckCircle2 className="size-3.5" aria-hidden />
        Sent
      </span>
    );
  }
  if (status === 'failed') {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700">
        <AlertCircle className="size-3.5" aria-hidden />
        Failed
      </span>
    );
  }
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
      <Clock className="size-3.5" aria-hidden />
      Sending
    </span>
  );
}
