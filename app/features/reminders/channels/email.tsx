import { errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import type { EmailState } from '@shared/schemas/email';
import { Mail } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  useConfirmEmail,
  useEmailState,
  useRemoveEmail,
  useSaveEmailAddress,
  useSendTestEmail,
} from '../api/email';
import { CheckRow } from '../components/check-row';
import type { ChannelSettingProps, ReminderChannelUi } from './channel';

const SEND_CODE_FAILED = "Couldn't send the code. Please try again.";
const CONFIRM_FAILED = "Couldn't confirm the code. Please try again.";
const TEST_FAILED = "Couldn't send the test email. Please try again.";
const REMOVE_FAILED = "Couldn't remove the address. Please try again.";

/** Enter in one of these fields runs its own button, not the whole settings form's Save. */
const onEnter = (run: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  run();
};

/** Email under 'How to reach me': nothing when the server has no SMTP, else setup, confirmation and status. */
function EmailSetting({ id, form }: ChannelSettingProps) {
  const state = useEmailState();
  const [editing, setEditing] = useState(false);
  if (!state.data?.available) return null;
  const { status, address } = state.data;
  if (status === 'none' || editing)
    return (
      <AddressStep
        id={id}
        initial={address ?? ''}
        onCancel={status === 'none' ? null : () => setEditing(false)}
        onSent={() => setEditing(false)}
      />
    );
  if (status === 'waiting')
    return (
      <CodeStep
        id={id}
        address={address!}
        onChange={() => setEditing(true)}
        onConfirmed={() => form.setValue('channels.email', true)}
      />
    );
  return <ConfirmedStep id={id} form={form} state={state.data} onChange={() => setEditing(true)} />;
}

function Row({ children }: { children: React.ReactNode }) {
  return <div className="space-y-2 px-4 py-3">{children}</div>;
}

function Heading({ id, label }: { id: string; label: string }) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 font-medium text-ink">
      <Mail className="size-4 text-sky-600" aria-hidden />
      {label}
    </label>
  );
}

function AddressStep({
  id,
  initial,
  onCancel,
  onSent,
}: {
  id: string;
  initial: string;
  onCancel: (() => void) | null;
  onSent: () => void;
}) {
  const save = useSaveEmailAddress();
  const [address, setAddress] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  async function sendCode() {
    if (save.isPending) return;
    setError(null);
    try {
      await save.mutateAsync(address);
      onSent();
    } catch (err) {
      setError(errorMessage(err, SEND_CODE_FAILED));
    }
  }

  return (
    <Row>
      <Heading id={id} label="Email" />
      <p id={`${id}-help`} className="text-sm text-ink-4">
        Reminders by email. We send a code to confirm the address first.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          className="field-input sm:flex-1"
          value={address}
          maxLength={254}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          onChange={(e) => setAddress(e.target.value)}
          onKeyDown={onEnter(() => void sendCode())}
        />
        <button
          type="button"
          className="btn-secondary"
          disabled={save.isPending}
          onClick={() => void sendCode()}
        >
          {save.isPending ? 'Sending...' : 'Send code'}
        </button>
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </Row>
  );
}

function CodeStep({
  id,
  address,
  onChange,
  onConfirmed,
}: {
  id: string;
  address: string;
  onChange: () => void;
  onConfirmed: () => void;
}) {
  const confirm = useConfirmEmail();
  const resend = useSaveEmailAddress();
  const remove = useRemoveEmail();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>, fallback: string, done?: string) {
    setError(null);
    setNote(null);
    try {
      await action();
      if (done) setNote(done);
    } catch (err) {
      setError(errorMessage(err, fallback));
    }
  }
  const confirmCode = () =>
    void run(async () => {
      if (confirm.isPending) return;
      await confirm.mutateAsync(code);
      onConfirmed();
      toast.success('Email address confirmed. Reminders will arrive there.');
    }, CONFIRM_FAILED);

  return (
    <Row>
      <Heading id={id} label="Email: enter the code" />
      <p id={`${id}-help`} className="text-sm text-ink-4" role="status">
        Waiting for confirmation: we sent a 6-digit code to{' '}
        <strong className="break-all text-ink-2">{address}</strong>. It expires in 30 minutes.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          maxLength={6}
          className="field-input sm:w-40"
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          onKeyDown={onEnter(confirmCode)}
        />
        <button type="button" className="btn-primary" disabled={confirm.isPending} onClick={confirmCode}>
          {confirm.isPending ? 'Confirming...' : 'Confirm'}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      {note ? <p className="text-sm text-ink-3">{note}</p> : null}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <button
          type="button"
          className="font-semibold text-accent-ink hover:underline disabled:opacity-50"
          disabled={resend.isPending}
          onClick={() =>
            void run(
              () => resend.mutateAsync(address),
              SEND_CODE_FAILED,
              `A new code is on its way to ${address}.`,
            )
          }
        >
          {resend.isPending ? 'Sending...' : 'Send a new code'}
        </button>
        <button type="button" className="font-semibold text-accent-ink hover:underline" onClick={onChange}>
          Change address
        </button>
        <button
          type="button"
          className="font-semibold text-danger hover:underline disabled:opacity-50"
          disabled={remove.isPending}
          onClick={() => void run(() => remove.mutateAsync(undefined), REMOVE_FAILED)}
        >
          {remove.isPending ? 'Removing...' : 'Remove'}
        </button>
      </div>
    </Row>
  );
}

function ConfirmedStep({
  id,
  form,
  state,
  onChange,
}: {
  id: string;
  form: ChannelSettingProps['form'];
  state: EmailState;
  onChange: () => void;
}) {
  const on = useWatch({ control: form.control, name: 'channels.email' });
  const test = useSendTestEmail();
  const remove = useRemoveEmail();
  const [error, setError] = useState<string | null>(null);
  const address = state.address!;

  async function sendTest() {
    setError(null);
    try {
      await test.mutateAsync();
      toast.success(`Test email sent to ${address}.`);
    } catch (err) {
      setError(errorMessage(err, TEST_FAILED));
    }
  }
  async function removeAddress() {
    setError(null);
    try {
      await remove.mutateAsync(undefined);
      form.setValue('channels.email', false);
    } catch (err) {
      setError(errorMessage(err, REMOVE_FAILED));
    }
  }

  const help =
    state.status === 'paused'
      ? `Paused: emails to ${address} kept failing. Send a test to check the address, or change it.`
      : on
        ? `Confirmed: reminders go to ${address}.`
        : `Confirmed: ${address}. Off: tick the box and save to get email reminders.`;
  return (
    <div>
      <CheckRow
        id={id}
        label="Email"
        icon={<Mail className="size-4 text-sky-600" aria-hidden />}
        help={help}
        error={error}
        inputProps={form.register('channels.email')}
      />
      <div className="-mt-1 flex flex-wrap gap-x-4 gap-y-1 pr-4 pb-3 pl-12 text-sm">
        <button
          type="button"
          className="font-semibold text-accent-ink hover:underline disabled:opacity-50"
          disabled={test.isPending}
          onClick={() => void sendTest()}
        >
          {test.isPending ? 'Sending...' : 'Send a test'}
        </button>
        <button type="button" className="font-semibold text-accent-ink hover:underline" onClick={onChange}>
          Change address
        </button>
        <button
          type="button"
          className="font-semibold text-danger hover:underline disabled:opacity-50"
          disabled={remove.isPending}
          onClick={() => void removeAddress()}
        >
          {remove.isPending ? 'Removing...' : 'Remove'}
        </button>
      </div>
    </div>
  );
}

export const emailChannelUi: ReminderChannelUi = {
  label: 'Email',
  icon: Mail,
  color: 'text-sky-600',
  background: 'bg-accent-soft',
  Setting: EmailSetting,
};
