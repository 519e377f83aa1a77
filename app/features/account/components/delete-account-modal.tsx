import { Modal } from '@app/components/modal';
import { useSpecText } from '@app/i18n/spec-text';
import { ApiError } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { MSG } from '@shared/messages';
import { DELETE_ACCOUNT_PHRASE, type DeleteAccountInput, REAUTH_REQUIRED } from '@shared/schemas/account';
import type { AuthenticationResponse } from '@shared/schemas/passkeys';
import { formatInternational } from '@shared/schemas/phone';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { sendReauthCode, useDeleteAccount } from '../api/delete-account';

/** Another way for an old session to confirm (a passkey; the page composes it), shown beside the code. */
type OtherWay = (confirmed: (passkey: AuthenticationResponse) => Promise<void>) => ReactNode;
type Props = { open: boolean; onOpenChange: (open: boolean) => void; otherWay?: OtherWay };

/** 'Delete Account': the exact phrase, and a fresh sign-in code when the session is old (spec §4, §5). */
export function DeleteAccountModal({ open, onOpenChange, otherWay }: Props) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'account.deleteTitle', defaultMessage: 'Delete Account' })}
      description={intl.formatMessage({
        id: 'account.deleteDescription',
        defaultMessage:
          'This deletes your birthdays, shares, reminders and sign-in for good. It cannot be undone.',
      })}
    >
      <DeleteAccountForm onCancel={() => onOpenChange(false)} otherWay={otherWay} />
    </Modal>
  );
}

/** Our server's own words for what the user can fix; the spec's text otherwise. */
const deleteErrorMessage = (err: unknown) =>
  err instanceof ApiError && (err.status === 400 || err.status === 429)
    ? err.message
    : MSG.failedDeleteAccount;

function DeleteAccountForm({
  onCancel,
  otherWay,
}: {
  onCancel: () => void;
  otherWay?: OtherWay | undefined;
}) {
  const [phrase, setPhrase] = useState('');
  // As forms do: a wrong phrase is pointed out once the user leaves the field or tries to delete.
  const [phraseChecked, setPhraseChecked] = useState(false);
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<{ id: string; sentTo: string } | null>(null);
  const [askingCode, setAskingCode] = useState(false);
  const remove = useDeleteAccount();
  const intl = useIntl();
  const spec = useSpecText();
  const navigate = useNavigate();
  const id = useId();
  const matches = phrase === DELETE_ACCOUNT_PHRASE;
  const codeReady = !challenge || /^\d{6}$/.test(code);
  const busy = remove.isPending || askingCode;

  async function askForCode() {
    setAskingCode(true);
    try {
      const sent = await sendReauthCode();
      if ('phone' in sent) {
        setChallenge({ id: sent.challengeId, sentTo: formatInternational(sent.phone) });
        toast.info(MSG.codeSentToConfirm);
      } else {
        setChallenge({ id: sent.challengeId, sentTo: sent.email });
        toast.info(MSG.codeEmailedToConfirm);
      }
    } catch (err) {
      toast.error(deleteErrorMessage(err));
    } finally {
      setAskingCode(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPhraseChecked(true);
    if (!matches || !codeReady) return;
    await deleteWith(challenge ? { challengeId: challenge.id, code } : {});
  }

  async function deleteWith(confirmed: Omit<DeleteAccountInput, 'confirmation'>) {
    try {
      await remove.mutateAsync({ confirmation: DELETE_ACCOUNT_PHRASE, ...confirmed });
      toast.success(MSG.accountDeleted);
      navigate('/', { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === REAUTH_REQUIRED) await askForCode();
      else toast.error(deleteErrorMessage(err));
    }
  }

  const phraseError = phraseChecked && !matches ? spec(MSG.typeDeleteMyAccount) : null;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <label htmlFor={`${id}-phrase`} className="field-label">
          {/* The phrase stays English in every language: the server checks it as it is. */}
          <FormattedMessage
            id="account.typePhrase"
            defaultMessage="Type <en>{phrase}</en> to confirm"
            values={{
              phrase: DELETE_ACCOUNT_PHRASE,
              en: (words) => (
                <span lang="en" dir="ltr" className="font-mono font-semibold">
                  {words}
                </span>
              ),
            }}
          />
        </label>
        <input
          id={`${id}-phrase`}
          className="field-input"
          lang="en"
          dir="ltr"
          value={phrase}
          onChange={(e) => setPhrase(e.target.value)}
          onBlur={() => setPhraseChecked(phrase !== '')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={phraseError ? true : undefined}
          aria-describedby={phraseError ? `${id}-phrase-error` : undefined}
        />
        {phraseError ? (
          <p id={`${id}-phrase-error`} className="field-error">
            {phraseError}
          </p>
        ) : null}
      </div>
      {challenge ? (
        <div>
          <label htmlFor={`${id}-code`} className="field-label">
            <FormattedMessage
              id="account.codeSentTo"
              defaultMessage="Sign-in code sent to {sentTo}"
              values={{ sentTo: <bdi dir="ltr">{challenge.sentTo}</bdi> }}
            />
          </label>
          <input
            id={`${id}-code`}
            className="field-input font-mono tracking-widest"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            // The field appears in answer to the user's own click: the code goes here next.
            autoFocus
          />
          <p className="field-help">
            <FormattedMessage
              id="account.reauthReason"
              defaultMessage="It has been a while since you signed in, so we check it is really you."
            />{' '}
            <button
              type="button"
              className="font-semibold text-accent-ink underline"
              onClick={askForCode}
              disabled={busy}
            >
              <FormattedMessage id="account.sendNewCode" defaultMessage="Send a new code" />
            </button>
          </p>
          {otherWay ? (
            <div className="mt-3">
              {otherWay(async (passkey) => {
                setPhraseChecked(true);
                if (matches) await deleteWith({ passkey });
              })}
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="flex justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onCancel}>
          <FormattedMessage id="account.cancel" defaultMessage="Cancel" />
        </button>
        <button type="submit" className="btn-danger" disabled={phrase === '' || !codeReady || busy}>
          {busy
            ? intl.formatMessage({ id: 'account.deleting', defaultMessage: 'Deleting...' })
            : intl.formatMessage({ id: 'account.deleteButton', defaultMessage: 'Delete Account' })}
        </button>
      </div>
    </form>
  );
}
