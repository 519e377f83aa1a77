import { QueryStates } from '@app/components/query-states';
import { specText } from '@app/i18n/spec-text';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { leadDaysLabel } from '@shared/schemas/lead-times';
import type { DeliveryLogEntry } from '@shared/schemas/reminders';
import { AlertCircle, CheckCircle2, Clock, History } from 'lucide-react';
import { useMemo } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { useDeliveries } from '../api/get-deliveries';
import { channelUi } from '../channels';

/** A channel's short name ('SMS') in the chosen language: `channel.<id>.label`, from its own folder. */
export function channelLabelIn(intl: IntlShape, id: ReminderChannelId) {
  const said = intl.messages[`channel.${id}.label`];
  return typeof said === 'string' ? said : channelUi(id).label;
}

/** 'Recent reminders': what Cakeday sent (or failed to send), newest first. */
export function DeliveryHistory() {
  const intl = useIntl();
  return (
    <section aria-labelledby="recent-reminders-heading">
      <div className="mb-3 flex items-center gap-2">
        <History className="size-5 text-accent" aria-hidden />
        <h2 id="recent-reminders-heading" className="text-lg font-bold">
          <FormattedMessage id="reminders.history.title" defaultMessage="Recent reminders" />
        </h2>
      </div>
      <QueryStates
        query={useDeliveries()}
        loadingLabel={intl.formatMessage({
          id: 'reminders.history.loading',
          defaultMessage: 'Loading recent reminders',
        })}
        skeleton={{ rows: 2, height: 'h-16' }}
        failed={intl.formatMessage({
          id: 'reminders.history.loadFailed',
          defaultMessage: "Couldn't load your recent reminders.",
        })}
      >
        {(deliveries) =>
          deliveries.length === 0 ? (
            <p className="rounded-2xl bg-surface p-4 text-ink-4 ring-1 ring-line">
              <FormattedMessage id="reminders.history.empty" defaultMessage="No reminders sent yet" />
            </p>
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
  const intl = useIntl();
  const channel = channelUi(entry.channel);
  // When it went out, e.g. 'Mar 3, 9:00 AM', in the chosen language.
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(intl.locale, {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
    [intl.locale],
  );
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
          {leadDaysLabel(entry.leadDays)} · {channelLabelIn(intl, entry.channel)} ·{' '}
          <time dateTime={new Date(entry.timestamp).toISOString()}>{time.format(entry.timestamp)}</time>
        </p>
        {entry.status === 'failed' && entry.error ? (
          <p className="mt-1 text-sm break-words text-danger">{specText(entry.error)}</p>
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
        <FormattedMessage id="reminders.history.sent" defaultMessage="Sent" />
      </span>
    );
  }
  if (status === 'failed') {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-danger-soft px-2 py-0.5 text-xs font-semibold text-danger">
        <AlertCircle className="size-3.5" aria-hidden />
        <FormattedMessage id="reminders.history.failed" defaultMessage="Failed" />
      </span>
    );
  }
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-surface-3 px-2 py-0.5 text-xs font-semibold text-ink-3">
      <Clock className="size-3.5" aria-hidden />
      <FormattedMessage id="reminders.history.sending" defaultMessage="Sending" />
    </span>
  );
}
