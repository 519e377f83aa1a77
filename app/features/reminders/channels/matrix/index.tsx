import type { ChannelSettingProps, ReminderChannelUi } from '@app/features/reminders/channel-kit/channel';
import { CheckRow } from '@app/features/reminders/components/check-row';
import { MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useMatrixSetup } from './api';
import { MatrixActions } from './matrix-actions';
import { MatrixForm } from './matrix-form';

/**
 * Matrix: its checkbox, and below it the room's setup (homeserver, room ID, access token), then
 * 'Send a test', 'Change' and 'Remove'. Saving switches it on.
 */
function MatrixSetting({ id, form }: ChannelSettingProps) {
  const setup = useMatrixSetup();
  const [editing, setEditing] = useState(false);
  const saved = setup.data ?? null;
  const help = setup.isPending
    ? 'Loading...'
    : setup.isError
      ? `Couldn't load this channel's setup.`
      : saved
        ? (saved.paused ?? `Reminders go to this room on ${new URL(saved.homeserver).host}:`)
        : 'Post to a Matrix room (Element or any other app), from an account you give Cakeday.';
  return (
    <div>
      <CheckRow
        id={id}
        label="Matrix"
        icon={<MessagesSquare className="size-4 text-teal-600" aria-hidden />}
        help={help}
        paused={Boolean(saved?.paused)}
        inputProps={{ ...form.register('channels.matrix'), disabled: !saved || saved.paused !== null }}
      />
      <div className="space-y-3 px-4 pb-4 pl-12">
        {saved && !editing ? (
          <>
            {/* A room ID is one long word (!31hneApxJ_1o-63DmFrpeqnkFfWppnzWso1JvH3ogLM): it breaks anywhere. */}
            <p className="break-all font-mono text-sm text-ink-3">{saved.roomId}</p>
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
  label: 'Matrix',
  icon: MessagesSquare,
  color: 'text-teal-600',
  background: 'bg-ok-soft',
  Setting: MatrixSetting,
  useReady: () => {
    const { data } = useMatrixSetup();
    return Boolean(data) && data?.paused === null;
  },
};
