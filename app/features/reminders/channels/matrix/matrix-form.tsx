import { LabelledField as Field } from '@app/components/labelled-field';
import { errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { type MatrixSetup, matrixInput } from '@shared/channels/matrix/schema';
import { type KeyboardEvent, useState } from 'react';
import { useSaveMatrixSetup } from './api';
import { RowButtons } from './row-buttons';

type FieldName = 'homeserver' | 'roomId' | 'token';
type Props = {
  id: string;
  saved: MatrixSetup | null;
  onCancel: (() => void) | undefined;
  onSaved: () => void;
};

/** The homeserver, the room's ID and the account's access token; Enter in any of them saves. */
export function MatrixForm({ id, saved, onCancel, onSaved }: Props) {
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
      toast.success('Saved. Send a test to check it arrives.');
    } catch (err) {
      const field = (err as { field?: string }).field;
      setError({
        field: field === 'roomId' || field === 'token' ? field : 'homeserver',
        message: errorMessage(err, "Couldn't save. Please try again."),
      });
    }
  }

  return (
    <div className="space-y-3">
      <Field
        {...bind('homeserver')}
        label="Homeserver"
        help="Element: Settings › Help & About › Advanced (for matrix.org: https://matrix-client.matrix.org)."
        type="url"
        inputMode="url"
        placeholder="https://matrix.example.org"
      />
      <Field
        {...bind('roomId')}
        label="Room ID"
        help="Element: Room settings › Advanced › Internal room ID. It starts with !"
        placeholder="!abc123:example.org"
      />
      <Field
        {...bind('token')}
        label="Access token"
        help="From a second account (a bot) that has joined the room; in Element: Settings › Help & About › Advanced. Messages from your own account would not notify you."
        type="password"
        placeholder={saved ? 'Saved: leave empty to keep it' : 'syt_...'}
      />
      <RowButtons
        buttons={[
          {
            label: 'Save room',
            primary: true,
            busy: { when: save.isPending, label: 'Saving...' },
            onClick: () => void submit(),
          },
          Boolean(onCancel) && { label: 'Cancel', onClick: () => onCancel?.() },
        ]}
      />
    </div>
  );
}
