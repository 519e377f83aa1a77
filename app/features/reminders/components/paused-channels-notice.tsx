import { useSpecText } from '@app/i18n/spec-text';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePausedChannels } from '../api/channel-status';
import { channelUi } from '../channels';
import { channelLabelIn } from './delivery-history';

/**
 * Where the user looks (Home, Notifications): each channel the engine paused after repeated
 * failures, why, and "Fix it", which opens its row in Reminder Settings.
 */
export function PausedChannelsNotice({ onFix }: { onFix: (channel: ReminderChannelId) => void }) {
  const paused = usePausedChannels();
  if (!paused.data?.length) return null;
  return (
    <div className="space-y-3">
      {paused.data.map((p) => (
        <PausedChannel key={p.channel} channel={p.channel} reason={p.reason} onFix={onFix} />
      ))}
    </div>
  );
}

function PausedChannel({
  channel,
  reason,
  onFix,
}: {
  channel: ReminderChannelId;
  reason: string;
  onFix: (channel: ReminderChannelId) => void;
}) {
  const intl = useIntl();
  const spec = useSpecText();
  const id = useId();
  const { icon: Icon } = channelUi(channel);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl bg-warn-soft p-4 ring-1 ring-warn-line sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warn" aria-hidden />
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="flex items-center gap-1.5 font-semibold text-ink">
            <Icon className="size-4 shrink-0" aria-hidden />
            <FormattedMessage
              id="reminders.paused.title"
              defaultMessage="Reminders by {channel} are paused"
              values={{ channel: channelLabelIn(intl, channel) }}
            />
          </h2>
          <p id={`${id}-reason`} className="mt-0.5 text-sm text-ink-2 break-words">
            {spec(reason)}
          </p>
        </div>
      </div>
      <button
        type="button"
        className="btn-primary shrink-0 self-start sm:self-center"
        aria-describedby={`${id}-title`}
        onClick={() => onFix(channel)}
      >
        <FormattedMessage id="reminders.paused.fix" defaultMessage="Fix it" />
      </button>
    </section>
  );
}
