import type { ChannelSettingProps, ReminderChannelUi } from '@app/features/reminders/channel-kit/channel';
import { CheckRow } from '@app/features/reminders/components/check-row';
import { errorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import type { EmailState } from '@shared/channels/email/schema';
import { Mail } from 'lucide-react';
import { type ComponentProps, type KeyboardEvent, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useConfirmEmail, useEmailState, useRemoveEmail, useSaveEmailAddress, useSendTestEmail } from './api';

const FAILED = defineMessages({
  sendCode: {
    id: 'channel.email.sendCodeFailed',
    defaultMessage: "Couldn't send the code. Please try again.",
  },
  confirm: {
    id: 'channel.email.confirmFailed',
    defaultMessage: "Couldn't confirm the code. Please try again.",
  },
  test: { id: 'channel.email.testFailed', defaultMessage: "Couldn't send the test email. Please try again." },
  remove: {
    id: 'channel.email.removeFailed',
    defaultMessage: "Couldn't remove the address. Please try again.",
  },
});

/** The channel's name (its row, the delivery history); other files find it as `channel.email.label`. */
const LABEL = defineMessage({ id: 'channel.email.label', defaultMessage: 'Email' });

/** An example address, the same in every language. */
const ADDRESS_EXAMPLE = 'you@example.com';

/** Enter in one of these fields runs its own button, not the whole settings form's Save. */
const onEnter = (run: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  run();
};

/** Runs one of the row's actions, keeping its error (our sentence) or a short note of success. */
function useAction() {
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
  return { error, note, run };
}

function LinkButton({
  label,
  busyLabel,
  busy = false,
  danger = false,
  onClick,
}: {
  label: string;
  busyLabel?: string;
  busy?: boolean;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`font-semibold hover:underline disabled:opacity-50 ${danger ? 'text-danger' : 'text-accent-ink'}`}
      disabled={busy}
      onClick={onClick}
    >
      {busy ? busyLabel : label}
    </button>
  );
}

/** 'Change address' and 'Remove', under a saved address; Remove also unticks the form's box. */
function ChangeOrRemove({
  onChange,
  run,
  form,
}: {
  onChange: () => void;
  run: ReturnType<typeof useAction>['run'];
  form: ChannelSettingProps['form'];
}) {
  const intl = useIntl();
  const remove = useRemoveEmail();
  return (
    <>
      <LinkButton
        label={intl.formatMessage({ id: 'channel.email.changeAddress', defaultMessage: 'Change address' })}
        onClick={onChange}
      />
      <LinkButton
        label={intl.formatMessage({ id: 'channel.remove', defaultMessage: 'Remove' })}
        busyLabel={intl.formatMessage({ id: 'channel.removing', defaultMessage: 'Removing...' })}
        busy={remove.isPending}
        danger
        onClick={() =>
          void run(async () => {
            await remove.mutateAsync(undefined);
            form.setValue('channels.email', false);
          }, intl.formatMessage(FAILED.remove))
        }
      />
    </>
  );
}

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
    return <CodeStep id={id} form={form} address={address!} onChange={() => setEditing(true)} />;
  return <ConfirmedStep id={id} form={form} state={state.data} onChange={() => setEditing(true)} />;
}

const icon = <Mail className="size-4 text-sky-600" aria-hidden />;

/** Before the address is confirmed the box is shown but disabled, as other channels' are before they are set up. */
const NOT_YET = { checked: false, disabled: true, readOnly: true };

/** The Email row: its checkbox with help (or error), and below it the current step's fields or actions. */
function Row({
  id,
  help,
  error = null,
  paused = false,
  inputProps = NOT_YET,
  below = 'space-y-2',
  children,
}: {
  id: string;
  help: string;
  error?: string | null;
  paused?: boolean;
  inputProps?: ComponentProps<typeof CheckRow>['inputProps'];
  /** The layout of what is below the box. */
  below?: string;
  children: React.ReactNode;
}) {
  const intl = useIntl();
  return (
    <div>
      <CheckRow
        id={id}
        label={intl.formatMessage(LABEL)}
        icon={icon}
        help={help}
        error={error}
        paused={paused}
        inputProps={inputProps}
      />
      <div className={`-mt-1 pe-4 pb-3 ps-12 ${below}`}>{children}</div>
    </div>
  );
}

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-ink-2">
      {children}
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
  const intl = useIntl();
  const save = useSaveEmailAddress();
  const [address, setAddress] = useState(initial);
  const { error, run } = useAction();
  const sendCode = () => {
    if (save.isPending) return;
    void run(async () => {
      await save.mutateAsync(address);
      onSent();
    }, intl.formatMessage(FAILED.sendCode));
  };

  return (
    <Row
      id={id}
      help={intl.formatMessage({
        id: 'channel.email.intro',
        defaultMessage: 'Reminders by email. We send a code to confirm the address first.',
      })}
    >
      <FieldLabel htmlFor={`${id}-address`}>
        {intl.formatMessage({ id: 'channel.email.address', defaultMessage: 'Email address' })}
      </FieldLabel>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-address`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={ADDRESS_EXAMPLE}
          className="field-input sm:flex-1"
          value={address}
          maxLength={254}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          onChange={(e) => setAddress(e.target.value)}
          onKeyDown={onEnter(() => sendCode())}
        />
        <button type="button" className="btn-secondary" disabled={save.isPending} onClick={() => sendCode()}>
          {save.isPending
            ? intl.formatMessage({ id: 'channel.sending', defaultMessage: 'Sending...' })
            : intl.formatMessage({ id: 'channel.email.sendCode', defaultMessage: 'Send code' })}
        </button>
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {intl.formatMessage({ id: 'channel.cancel', defaultMessage: 'Cancel' })}
          </button>
        ) : null}
      </div>
      <RowMessages id={id} error={error} />
    </Row>
  );
}

function CodeStep({
  id,
  form,
  address,
  onChange,
}: {
  id: string;
  form: ChannelSettingProps['form'];
  address: string;
  onChange: () => void;
}) {
  const intl = useIntl();
  const confirm = useConfirmEmail();
  const resend = useSaveEmailAddress();
  const { error, note, run } = useAction();
  const [code, setCode] = useState('');
  const confirmCode = () => {
    if (confirm.isPending) return;
    void run(async () => {
      await confirm.mutateAsync(code);
      // The server switched email on; the form shows it (and saves it so) without a change to save.
      form.setValue('channels.email', true);
      toast.success(
        intl.formatMessage({
          id: 'channel.email.confirmed',
          defaultMessage: 'Email address confirmed. Reminders will arrive there.',
        }),
      );
    }, intl.formatMessage(FAILED.confirm));
  };

  return (
    <Row
      id={id}
      help={intl.formatMessage(
        {
          id: 'channel.email.waiting',
          defaultMessage:
            'Waiting for confirmation: we sent a 6-digit code to {address}. It expires in 30 minutes.',
        },
        { address },
      )}
    >
      <FieldLabel htmlFor={`${id}-code`}>
        {intl.formatMessage({ id: 'channel.email.enterCode', defaultMessage: 'Email: enter the code' })}
      </FieldLabel>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-code`}
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
          {confirm.isPending
            ? intl.formatMessage({ id: 'channel.email.confirming', defaultMessage: 'Confirming...' })
            : intl.formatMessage({ id: 'channel.email.confirm', defaultMessage: 'Confirm' })}
        </button>
      </div>
      <RowMessages id={id} error={error} note={note} />
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <LinkButton
          label={intl.formatMessage({ id: 'channel.email.sendNewCode', defaultMessage: 'Send a new code' })}
          busyLabel={intl.formatMessage({ id: 'channel.sending', defaultMessage: 'Sending...' })}
          busy={resend.isPending}
          onClick={() =>
            void run(
              () => resend.mutateAsync(address),
              intl.formatMessage(FAILED.sendCode),
              intl.formatMessage(
                { id: 'channel.email.newCodeSent', defaultMessage: 'A new code is on its way to {address}.' },
                { address },
              ),
            )
          }
        />
        <ChangeOrRemove onChange={onChange} run={run} form={form} />
      </div>
    </Row>
  );
}

function RowMessages({ id, error, note }: { id: string; error: string | null; note?: string | null }) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      {note ? <p className="text-sm text-ink-3">{note}</p> : null}
    </>
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
  const intl = useIntl();
  const on = useWatch({ control: form.control, name: 'channels.email' });
  const test = useSendTestEmail();
  const again = useSaveEmailAddress();
  const { error, run } = useAction();
  const address = state.address!;
  const help =
    state.paused ??
    (on
      ? intl.formatMessage(
          { id: 'channel.email.confirmedOn', defaultMessage: 'Confirmed: reminders go to {address}.' },
          { address },
        )
      : intl.formatMessage(
          {
            id: 'channel.email.confirmedOff',
            defaultMessage: 'Confirmed: {address}. Off: tick the box and save to get email reminders.',
          },
          { address },
        ));
  return (
    <Row
      id={id}
      help={help}
      error={error}
      paused={state.paused !== null}
      inputProps={{ ...form.register('channels.email'), disabled: state.paused !== null }}
      below="flex flex-wrap gap-x-4 gap-y-1 text-sm"
    >
      {state.paused ? (
        // A new code to the same address: confirming it resumes the channel.
        <LinkButton
          label={intl.formatMessage({ id: 'channel.email.confirmAgain', defaultMessage: 'Confirm again' })}
          busyLabel={intl.formatMessage({ id: 'channel.sending', defaultMessage: 'Sending...' })}
          busy={again.isPending}
          onClick={() => void run(() => again.mutateAsync(address), intl.formatMessage(FAILED.sendCode))}
        />
      ) : (
        <LinkButton
          label={intl.formatMessage({ id: 'channel.sendTest', defaultMessage: 'Send a test' })}
          busyLabel={intl.formatMessage({ id: 'channel.sending', defaultMessage: 'Sending...' })}
          busy={test.isPending}
          onClick={() =>
            void run(async () => {
              await test.mutateAsync();
              toast.success(
                intl.formatMessage(
                  { id: 'channel.email.testSent', defaultMessage: 'Test email sent to {address}.' },
                  { address },
                ),
              );
            }, intl.formatMessage(FAILED.test))
          }
        />
      )}
      <ChangeOrRemove onChange={onChange} run={run} form={form} />
    </Row>
  );
}

export const channel: ReminderChannelUi = {
  label: LABEL.defaultMessage,
  icon: Mail,
  color: 'text-sky-600',
  background: 'bg-accent-soft',
  Setting: EmailSetting,
  useReady: () => {
    const { data } = useEmailState();
    return data?.available === true && data.status === 'confirmed';
  },
};
