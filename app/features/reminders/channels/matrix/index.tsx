import type { ChannelSettingProps, ReminderChannelUi } from '@app/features/reminders/channel-kit/channel';
import { CheckRow } from '@app/features/reminders/components/check-row';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { useMatrixSetup } from './api';
import { MatrixActions } from './matrix-actions';
import { MatrixForm } from './matrix-form';

/** The channel's name (its row, the delivery history); other files find it as `channel.matrix.label`. */
const LABEL = defineMessage({ id: 'channel.matrix.label', defaultMessage: 'Matrix' });

/**
 * Matrix: its checkbox, and below it the room's setup (homeserver, room ID, access token), then
 * 'Send a test', 'Change' and 'Remove'. Saving switches it on.
 */
function MatrixSetting({ id, form }: ChannelSettingProps) {
  const intl = useIntl();
  const setup = useMatrixSetup();
  const [editing, setEditing] = useState(false);
  const saved = setup.data ?? null;
  const help = setup.isPending
    ? intl.formatMessage({ id: 'channel.loading', defaultMessage: 'Loading...' })
    : setup.isError
      ? intl.formatMessage({
          id: 'channel.loadFailed',
          defaultMessage: "Couldn't load this channel's setup.",
        })
      : saved
        ? (saved.paused ??
          intl.formatMessage(
            { id: 'channel.matrix.remindersGoTo', defaultMessage: 'Reminders go to this room on {host}:' },
            { host: new URL(saved.homeserver).host },
          ))
        : intl.formatMessage({
            id: 'channel.matrix.intro',
            defaultMessage:
              'Post to a Matrix room (Element or any other app), from an account you give Cakeday.',
          });
  return (
    <div>
      <CheckRow
        id={id}
        label={intl.formatMessage(LABEL)}
        icon={<MessagesSquare className="size-4 text-teal-600" aria-hidden />}
        help={help}
        paused={Boolean(saved?.paused)}
        inputProps={{ ...form.register('channels.matrix'), disabled: !saved || saved.paused !== null }}
      />
      <div className="space-y-3 px-4 pb-4 ps-12">
        {saved && !editing ? (
          <>
            {/* A room ID is one long word (!31hneApxJ_1o-63DmFrpeqnkFfWppnzWso1JvH3ogLM): it breaks anywhere. */}
            <p dir="ltr" className="break-all font-mono text-sm text-ink-3">
              {saved.roomId}
            </p>
            <MatrixActions
              paused={saved.paused !== null}
              onChange={() => setEditing(true)}
              onRemoved={() => form.resetField('channels.matrix', { defaultValue: false })}
            />
          </>
        ) : setup.isSuccess ? (
          <MatrixForm
            id={id}
            saved={saved}
            onCancel={saved ? () => setEditing(false) : undefined}
            onSaved={() => {
              setEditing(false);
              // The server switched Matrix on; the form follows without counting it as a change.
              form.resetField('channels.matrix', { defaultValue: true });
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

export const channel: ReminderChannelUi = {
  label: LABEL.defaultMessage,
  icon: MessagesSquare,
  color: 'text-teal-600',
  background: 'bg-ok-soft',
  Setting: MatrixSetting,
  useReady: () => {
    const { data } = useMatrixSetup();
    return Boolean(data) && data?.paused === null;
  },
};
