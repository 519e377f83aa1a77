import { CodeInput } from '@app/components/code-input';
import { EmailInput } from '@app/components/email-input';
import { PhoneInput, type PhoneValue, phoneEntry } from '@app/components/phone-input';
import { QueryStates } from '@app/components/query-states';
import { errorMessage } from '@app/lib/api-client';
import { useSignInOptions } from '@app/lib/sign-in-options';
import { toast } from '@app/lib/toast';
import { CODE_LENGTH, DEFAULT_COUNTRY_CODE } from '@shared/constants';
import type { SendCodeResult, SendEmailCodeResult } from '@shared/schemas/auth';
import { formatInternational } from '@shared/schemas/phone';
import type { MethodKind, SignInMethods } from '@shared/schemas/sign-in-methods';
import { Mail, Smartphone } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import {
  useConfirmMethod,
  useRemoveMethod,
  useSendMethodCode,
  useSignInMethods,
} from './api/sign-in-methods';

// Ours: what each kind is called on its row and in what is said about it.
const PHONE_WORDS = defineMessages({
  label: { id: 'methods.phoneLabel', defaultMessage: 'Phone number' },
  add: { id: 'methods.addPhone', defaultMessage: 'Add a phone number' },
  added: { id: 'methods.phoneAdded', defaultMessage: 'Phone number added.' },
  removed: { id: 'methods.phoneRemoved', defaultMessage: 'Phone number removed.' },
});
const EMAIL_WORDS = defineMessages({
  label: { id: 'methods.emailLabel', defaultMessage: 'Email address' },
  add: { id: 'methods.addEmail', defaultMessage: 'Add an email address' },
  added: { id: 'methods.emailAdded', defaultMessage: 'Email address added.' },
  removed: { id: 'methods.emailRemoved', defaultMessage: 'Email address removed.' },
});
const WORDS = {
  phone: { ...PHONE_WORDS, icon: Smartphone },
  email: { ...EMAIL_WORDS, icon: Mail },
} as const;

/**
 * The account's phone and email address in Sign-in methods: each added (a code to it confirms it
 * first), changed (the new one replaces the old once confirmed) or removed while another way to sign
 * in remains. `adding` opens one kind's form at once (Reminder Settings' "Add a phone number").
 */
export function AddressMethods({ adding: addingFirst = null }: { adding?: MethodKind | null }) {
  const methods = useSignInMethods();
  const options = useSignInOptions();
  const intl = useIntl();
  const [adding, setAdding] = useState<MethodKind | null>(addingFirst);
  return (
    <QueryStates
      query={methods}
      loadingLabel={intl.formatMessage({
        id: 'methods.loading',
        defaultMessage: 'Loading your sign-in methods',
      })}
      skeleton={{ rows: 2, height: 'h-16' }}
      failed={intl.formatMessage({
        id: 'methods.loadFailed',
        defaultMessage: "Couldn't load your sign-in methods.",
      })}
    >
      {(data) => {
        // Email is offered only by a server that sends it; an address already there can still go.
        const kinds: MethodKind[] =
          options.data?.email || data.email !== null ? ['phone', 'email'] : ['phone'];
        return (
          <ul className="divide-y divide-line-soft overflow-hidden rounded-2xl bg-surface ring-1 ring-line">
            {kinds.map((kind) => (
              <MethodRow
                key={kind}
                kind={kind}
                methods={data}
                adding={adding === kind}
                onAdding={(open) => setAdding(open ? kind : null)}
              />
            ))}
          </ul>
        );
      }}
    </QueryStates>
  );
}

function MethodRow({
  kind,
  methods,
  adding,
  onAdding,
}: {
  kind: MethodKind;
  methods: SignInMethods;
  adding: boolean;
  onAdding: (open: boolean) => void;
}) {
  const words = WORDS[kind];
  const Icon = words.icon;
  const remove = useRemoveMethod();
  const intl = useIntl();
  const value = methods[kind];
  const headingId = useId();
  const ways = Number(methods.phone !== null) + Number(methods.email !== null) + methods.passkeys;

  async function onRemove() {
    try {
      await remove.mutateAsync(kind);
      toast.success(intl.formatMessage(words.removed));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <li aria-labelledby={headingId} className="space-y-3 p-4">
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
        <div className="min-w-0 flex-1 space-y-2">
          <div>
            <h3 id={headingId} className="font-medium text-ink">
              {intl.formatMessage(words.label)}
            </h3>
            <p className="break-words text-sm text-ink-3">
              {value === null ? (
                <FormattedMessage id="methods.noneYet" defaultMessage="None yet" />
              ) : (
                <bdi dir="ltr">{kind === 'phone' ? formatInternational(value) : value}</bdi>
              )}
            </p>
          </div>
          {adding ? null : value === null ? (
            <button type="button" className="btn-secondary" onClick={() => onAdding(true)}>
              {intl.formatMessage(words.add)}
            </button>
          ) : (
            <>
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn-secondary" onClick={() => onAdding(true)}>
                  <FormattedMessage id="methods.change" defaultMessage="Change" />
                </button>
                <button
                  type="button"
                  className="btn-secondary text-danger"
                  disabled={ways < 2 || remove.isPending}
                  onClick={onRemove}
                >
                  <FormattedMessage id="methods.remove" defaultMessage="Remove" />
                </button>
              </div>
              {ways < 2 ? (
                <p className="text-sm text-ink-4">
                  <FormattedMessage
                    id="methods.onlyWay"
                    defaultMessage="Your only way to sign in: add another before removing it."
                  />
                </p>
              ) : null}
            </>
          )}
        </div>
      </div>
      {adding ? <AddMethodForm kind={kind} onDone={() => onAdding(false)} /> : null}
    </li>
  );
}

type Sent = (SendCodeResult | SendEmailCodeResult) & { code: string };

/** The new phone or address, then the code sent to it. */
function AddMethodForm({ kind, onDone }: { kind: MethodKind; onDone: () => void }) {
  const [phone, setPhone] = useState<PhoneValue>({ countryCode: DEFAULT_COUNTRY_CODE, phone: '' });
  const [email, setEmail] = useState({ value: '', looksValid: false });
  const [sent, setSent] = useState<Sent | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useSendMethodCode();
  const confirm = useConfirmMethod();
  const intl = useIntl();
  const errorId = useId();
  const codeId = useId();
  const entry = phoneEntry(phone);
  const firstForm = useRef<HTMLFormElement>(null);
  // The phone input only marks itself for a modal that opens on it; this form opens inside an open
  // one (on a click, or once the list has loaded), so it moves focus to the number itself.
  useEffect(() => firstForm.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus(), []);
  const to =
    kind === 'phone'
      ? entry.e164
        ? { phone: entry.e164 }
        : null
      : email.looksValid
        ? { email: email.value }
        : null;

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    if (!to) return;
    setError(null);
    try {
      setSent({ ...(await send.mutateAsync(to)), code: '' });
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    if (!sent) return;
    setError(null);
    try {
      await confirm.mutateAsync({ challengeId: sent.challengeId, code: sent.code });
      toast.success(intl.formatMessage(WORDS[kind].added));
      onDone();
    } catch (err) {
      setError(errorMessage(err));
      setSent({ ...sent, code: '' });
    }
  }

  const errorLine = error ? (
    <p id={errorId} role="alert" className="field-error">
      {error}
    </p>
  ) : null;
  const cancel = (
    <button type="button" className="btn-secondary" onClick={onDone}>
      <FormattedMessage id="methods.cancel" defaultMessage="Cancel" />
    </button>
  );

  if (sent) {
    return (
      <form onSubmit={onConfirm} className="space-y-3" noValidate>
        <div>
          <label htmlFor={codeId} className="field-label">
            {'phone' in sent ? (
              <FormattedMessage
                id="methods.codeTexted"
                defaultMessage="We texted a {digits}-digit code to {phone}."
                values={{
                  digits: CODE_LENGTH,
                  phone: <bdi dir="ltr">{formatInternational(sent.phone)}</bdi>,
                }}
              />
            ) : (
              <FormattedMessage
                id="methods.codeEmailed"
                defaultMessage="We emailed a {digits}-digit code to {email}."
                values={{ digits: CODE_LENGTH, email: <bdi dir="ltr">{sent.email}</bdi> }}
              />
            )}
          </label>
          <CodeInput
            id={codeId}
            value={sent.code}
            onChange={(code) => setSent({ ...sent, code })}
            errorId={error ? errorId : undefined}
            autoFocus
          />
        </div>
        {errorLine}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            className="btn-primary"
            disabled={sent.code.length !== CODE_LENGTH || confirm.isPending}
          >
            {confirm.isPending
              ? intl.formatMessage({ id: 'methods.confirming', defaultMessage: 'Confirming...' })
              : intl.formatMessage({ id: 'methods.confirm', defaultMessage: 'Confirm' })}
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={send.isPending}
            onClick={() => sendCode()}
          >
            <FormattedMessage id="methods.sendNewCode" defaultMessage="Send a new code" />
          </button>
          {cancel}
        </div>
      </form>
    );
  }

  return (
    <form ref={firstForm} onSubmit={sendCode} className="space-y-3" noValidate>
      {kind === 'phone' ? (
        <PhoneInput
          countryCode={phone.countryCode}
          phone={phone.phone}
          onChange={setPhone}
          error={entry.shownError}
          required
          autoFocus
        />
      ) : (
        <EmailInput
          value={email.value}
          onChange={(value, looksValid) => setEmail({ value, looksValid })}
          errorId={error ? errorId : undefined}
          autoFocus
        />
      )}
      {errorLine}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={to === null || send.isPending}>
          {send.isPending
            ? intl.formatMessage({ id: 'methods.sendingCode', defaultMessage: 'Sending Code...' })
            : intl.formatMessage({ id: 'methods.sendCode', defaultMessage: 'Send code' })}
        </button>
        {cancel}
      </div>
    </form>
  );
}
