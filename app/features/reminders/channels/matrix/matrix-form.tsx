import { LabelledField as Field } from '@app/components/labelled-field';
import { errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { type MatrixSetup, matrixInput } from '@shared/channels/matrix/schema';
import { type KeyboardEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSaveMatrixSetup } from './api';
import { RowButtons } from './row-buttons';

// Examples of what to type, the same in every language.
const HOMESERVER_EXAMPLE = 'https://matrix.example.org';
const ROOM_EXAMPLE = '!abc123:example.org';
const TOKEN_EXAMPLE = 'syt_...';

type FieldName = 'homeserver' | 'roomId' | 'token';
type Props = {
  id: string;
  saved: MatrixSetup | null;
  onCancel: (() => void) | undefined;
  onSaved: () => void;
};

/** The homeserver, the room's ID and the account's access token; Enter in any of them saves. */
export function MatrixForm({ id, saved, onCancel, onSaved }: Props) {
  const intl = useIntl();
  const save = useSaveMatrixSetup();
  const [values, setValues] = useState<Record<FieldName, string>>({
    homeserver: saved?.homeserver ?? '',
    roomId: saved?.roomId ?? '',
    token: '',
  });
  const [error, setError] = useState<{ field: FieldName; message: string } | null>(null);
  const errorOf = (field: FieldName) => (error?.field === field ? error.message : null);
  const bind = (field: FieldName) => ({
    id: `${id}-${field}`,
    value: values[field],
    error: errorOf(field),
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value }),
    onKeyDown: (e: KeyboardEvent) => {
      // Enter saves this row, not the whole Reminder Settings form around it.
      if (e.key !== 'Enter') return;
      e.preventDefault();
      void submit();
    },
  });

  async function submit() {
    const checked = matrixInput.safeParse({ ...values, token: values.token.trim() || undefined });
    if (!checked.success) {
      const [issue] = checked.error.issues;
      return setError({ field: issue!.path[0] as FieldName, message: issue!.message });
    }
    setError(null);
    try {
      await save.mutateAsync(checked.data);
      onSaved();
      toast.success(
        intl.formatMessage({
          id: 'channel.savedSendTest',
          defaultMessage: 'Saved. Send a test to check it arrives.',
        }),
      );
    } catch (err) {
      const field = (err as { field?: string }).field;
      setError({
        field: field === 'roomId' || field === 'token' ? field : 'homeserver',
        message: errorMessage(
          err,
          intl.formatMessage({
            id: 'channel.saveFailed',
            defaultMessage: "Couldn't save. Please try again.",
          }),
        ),
      });
    }
  }

  return (
    <div className="space-y-3">
      <Field
        {...bind('homeserver')}
        label={intl.formatMessage({ id: 'channel.matrix.homeserver', defaultMessage: 'Homeserver' })}
        help={intl.formatMessage({
          id: 'channel.matrix.homeserverHelp',
          defaultMessage:
            'Element: Settings › Help & About › Advanced (for matrix.org: https://matrix-client.matrix.org).',
        })}
        type="url"
        inputMode="url"
        placeholder={HOMESERVER_EXAMPLE}
      />
      <Field
        {...bind('roomId')}
        label={intl.formatMessage({ id: 'channel.matrix.roomId', defaultMessage: 'Room ID' })}
        help={intl.formatMessage({
          id: 'channel.matrix.roomIdHelp',
          defaultMessage: 'Element: Room settings › Advanced › Internal room ID. It starts with !',
        })}
        placeholder={ROOM_EXAMPLE}
      />
      <Field
        {...bind('token')}
        label={intl.formatMessage({ id: 'channel.matrix.accessToken', defaultMessage: 'Access token' })}
        help={intl.formatMessage({
          id: 'channel.matrix.accessTokenHelp',
          defaultMessage:
            'From a second account (a bot) that has joined the room; in Element: Settings › Help & About › Advanced. Messages from your own account would not notify you.',
        })}
        type="password"
        placeholder={
          saved
            ? intl.formatMessage({
                id: 'channel.savedLeaveEmpty',
                defaultMessage: 'Saved: leave empty to keep it',
              })
            : TOKEN_EXAMPLE
        }
      />
      <RowButtons
        buttons={[
          {
            label: intl.formatMessage({ id: 'channel.matrix.saveRoom', defaultMessage: 'Save room' }),
            primary: true,
            busy: {
              when: save.isPending,
              label: intl.formatMessage({ id: 'channel.saving', defaultMessage: 'Saving...' }),
            },
            onClick: () => void submit(),
          },
          Boolean(onCancel) && {
            label: intl.formatMessage({ id: 'channel.cancel', defaultMessage: 'Cancel' }),
            onClick: () => onCancel?.(),
          },
        ]}
      />
    </div>
  );
}
