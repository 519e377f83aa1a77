import { CodeInput } from '@app/components/code-input';
import { EmailInput } from '@app/components/email-input';
import { Modal } from '@app/components/modal';
import { PhoneInput, type PhoneValue, phoneEntry } from '@app/components/phone-input';
import { errorMessage } from '@app/lib/api-client';
import { useSignInOptions } from '@app/lib/sign-in-options';
import { browserTimeZone } from '@app/lib/time-zones';
import { toast } from '@app/lib/toast';
import { CODE_LENGTH, DEFAULT_COUNTRY_CODE } from '@shared/constants';
import { LOCALES, type Locale } from '@shared/i18n/locales';
import type { Me, SendCodeResult, SendEmailCodeResult } from '@shared/schemas/auth';
import { formatInternational } from '@shared/schemas/phone';
import { ArrowLeft, Mail, Smartphone } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSendCode, useSendEmailCode } from '../api/send-code';
import { useVerifyCode } from '../api/verify-code';
import { useResendCountdown } from '../hooks/use-resend-countdown';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedIn?: () => void;
  /**
   * Another way to sign in, shown under the phone step (passkeys; the page composes it). Given it,
   * the phone field also offers the browser's saved passkeys among its autofill suggestions.
   */
  otherWay?: (signedIn: (me: Me) => void) => ReactNode;
};

/** A code on its way: to a phone or an email address, and when another may be asked for. */
type Challenge = (SendCodeResult | SendEmailCodeResult) & { resendAt: number };

const challengeOf = (sent: SendCodeResult | SendEmailCodeResult): Challenge => ({
  ...sent,
  resendAt: Date.now() + sent.resendAfterSeconds * 1000,
});

/**
 * A phone number or address set inside a right-to-left sentence: wrapped in a left-to-right isolate
 * (U+2066…U+2069) so it keeps its own order. The modal's description is plain text, so no <bdi>.
 */
function isolatedIn(locale: string, value: string) {
  return LOCALES[locale as Locale]?.dir === 'rtl' ? `\u2066${value}\u2069` : value;
}

function ErrorLine({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger">
      {error}
    </p>
  );
}

/**
 * Step 1 asks for the phone (or, where the server emails codes, the email address), step 2 for the
 * 6-digit code sent there. The phone's words are the spec's; the email's are ours.
 */
export function SignInModal({ open, onOpenChange, onSignedIn, otherWay }: Props) {
  const [method, setMethod] = useState<'phone' | 'email'>('phone');
  const [phone, setPhone] = useState<PhoneValue>({ countryCode: DEFAULT_COUNTRY_CODE, phone: '' });
  // The address as typed, and whether the browser reads it as one (which turns Continue on).
  const [email, setEmail] = useState({ value: '', looksValid: false });
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sendCode = useSendCode();
  const sendEmailCode = useSendEmailCode();
  const options = useSignInOptions();
  const intl = useIntl();

  useEffect(() => {
    if (open) return;
    setChallenge(null);
    setError(null);
    setMethod('phone');
  }, [open]);

  /** Sends a code to where the last one went, or to the phone or address typed. */
  async function requestCode(to: { phone: string } | { email: string }) {
    setError(null);
    try {
      const sent =
        'phone' in to ? await sendCode.mutateAsync(to) : await sendEmailCode.mutateAsync({ email: to.email });
      setChallenge(challengeOf(sent));
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  function signedIn(me: Me) {
    // A first sign-in is welcomed by the 'Welcome to Cakeday!' modal itself: one welcome, not two.
    if (me.hasCompletedOnboarding)
      toast.success(intl.formatMessage({ id: 'signIn.welcome', defaultMessage: 'Welcome to Cakeday!' }));
    onOpenChange(false);
    onSignedIn?.();
  }

  function switchTo(next: 'phone' | 'email') {
    setError(null);
    setMethod(next);
  }

  if (challenge) {
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={intl.formatMessage({ id: 'signIn.codeTitle', defaultMessage: 'Enter Verification Code' })}
        description={
          'phone' in challenge
            ? intl.formatMessage(
                { id: 'signIn.codeTexted', defaultMessage: 'We texted a {digits}-digit code to {phone}.' },
                { digits: CODE_LENGTH, phone: isolatedIn(intl.locale, formatInternational(challenge.phone)) },
              )
            : intl.formatMessage(
                { id: 'signIn.codeEmailed', defaultMessage: 'We emailed a {digits}-digit code to {email}.' },
                { digits: CODE_LENGTH, email: isolatedIn(intl.locale, challenge.email) },
              )
        }
      >
        <CodeStep
          // A new code makes the old one useless: the field starts empty again.
          key={challenge.challengeId}
          challenge={challenge}
          error={error}
          onError={setError}
          resending={sendCode.isPending || sendEmailCode.isPending}
          onResend={() =>
            requestCode('phone' in challenge ? { phone: challenge.phone } : { email: challenge.email })
          }
          onBack={() => {
            setChallenge(null);
            setError(null);
          }}
          onSignedIn={signedIn}
        />
      </Modal>
    );
  }

  if (method === 'email') {
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={intl.formatMessage({ id: 'signIn.emailTitle', defaultMessage: 'Sign in with your email' })}
        description={intl.formatMessage({
          id: 'signIn.emailDescription',
          defaultMessage: "We'll email you a one-time code. No password needed.",
        })}
      >
        <EmailStep
          value={email}
          onChange={setEmail}
          error={error}
          pending={sendEmailCode.isPending}
          onSubmit={() => requestCode({ email: email.value })}
          onUsePhone={() => switchTo('phone')}
        />
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'signIn.phoneTitle', defaultMessage: 'Sign in with your phone' })}
      description={intl.formatMessage({
        id: 'signIn.phoneDescription',
        defaultMessage: "We'll text you a one-time code. No password needed.",
      })}
    >
      <PhoneStep
        value={phone}
        onChange={setPhone}
        error={error}
        pending={sendCode.isPending}
        onSubmit={(e164) => requestCode({ phone: e164 })}
        offersPasskeys={otherWay !== undefined}
      />
      {options.data?.email ? (
        <button type="button" className="btn-secondary mt-3 w-full" onClick={() => switchTo('email')}>
          <Mail className="size-4" aria-hidden />
          <FormattedMessage id="signIn.continueWithEmail" defaultMessage="Continue with email" />
        </button>
      ) : null}
      {otherWay?.(signedIn)}
    </Modal>
  );
}

type StepProps<Value> = {
  value: Value;
  onChange: (value: Value) => void;
  error: string | null;
  pending: boolean;
};

function PhoneStep({
  value,
  onChange,
  error,
  pending,
  onSubmit,
  offersPasskeys,
}: StepProps<PhoneValue> & { onSubmit: (e164: string) => void; offersPasskeys: boolean }) {
  const errorId = useId();
  const { e164, shownError } = phoneEntry(value);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (e164) onSubmit(e164);
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <PhoneInput
        countryCode={value.countryCode}
        phone={value.phone}
        onChange={onChange}
        error={shownError}
        required
        autoFocus
        offersPasskeys={offersPasskeys}
      />
      <ErrorLine id={errorId} error={error} />
      <button type="submit" className="btn-primary w-full" disabled={pending || e164 === null}>
        {pending ? (
          <FormattedMessage id="signIn.sendingCode" defaultMessage="Sending Code..." />
        ) : (
          <FormattedMessage id="signIn.continue" defaultMessage="Continue" />
        )}
      </button>
    </form>
  );
}

type TypedEmail = { value: string; looksValid: boolean };

function EmailStep({
  value,
  onChange,
  error,
  pending,
  onSubmit,
  onUsePhone,
}: StepProps<TypedEmail> & { onSubmit: () => void; onUsePhone: () => void }) {
  const errorId = useId();

  function submit(e: FormEvent) {
    e.preventDefault();
    // The server's words say what is wrong with an address it refuses; the browser's reading only
    // keeps Continue off until the field holds something like one.
    if (value.looksValid) onSubmit();
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <EmailInput
        value={value.value}
        onChange={(typed, looksValid) => onChange({ value: typed, looksValid })}
        errorId={error ? errorId : undefined}
        autoFocus
      />
      <ErrorLine id={errorId} error={error} />
      <button type="submit" className="btn-primary w-full" disabled={pending || !value.looksValid}>
        {pending ? (
          <FormattedMessage id="signIn.sendingCode" defaultMessage="Sending Code..." />
        ) : (
          <FormattedMessage id="signIn.continue" defaultMessage="Continue" />
        )}
      </button>
      <button type="button" className="btn-secondary w-full" onClick={onUsePhone}>
        <Smartphone className="size-4" aria-hidden />
        <FormattedMessage id="signIn.continueWithPhone" defaultMessage="Continue with phone" />
      </button>
    </form>
  );
}

function CodeStep({
  challenge,
  error,
  onError,
  resending,
  onResend,
  onBack,
  onSignedIn,
}: {
  challenge: Challenge;
  error: string | null;
  onError: (error: string | null) => void;
  resending: boolean;
  onResend: () => void;
  onBack: () => void;
  onSignedIn: (me: Me) => void;
}) {
  const [code, setCode] = useState('');
  const verifyCode = useVerifyCode();
  const codeId = useId();
  const errorId = useId();
  const waitSeconds = useResendCountdown(challenge.resendAt);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    onError(null);
    try {
      onSignedIn(
        await verifyCode.mutateAsync({
          challengeId: challenge.challengeId,
          code,
          timeZone: browserTimeZone(),
        }),
      );
    } catch (err) {
      onError(errorMessage(err));
      setCode('');
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <div>
        <label htmlFor={codeId} className="field-label">
          <FormattedMessage id="signIn.codeLabel" defaultMessage="Verification code" />
        </label>
        <CodeInput
          id={codeId}
          value={code}
          onChange={setCode}
          errorId={error ? errorId : undefined}
          autoFocus
        />
      </div>
      <ErrorLine id={errorId} error={error} />
      <button
        type="submit"
        className="btn-primary w-full"
        disabled={code.length !== CODE_LENGTH || verifyCode.isPending}
      >
        {verifyCode.isPending ? (
          <FormattedMessage id="signIn.verifying" defaultMessage="Verifying..." />
        ) : (
          <FormattedMessage id="signIn.verifyCode" defaultMessage="Verify Code" />
        )}
      </button>
      <div className="flex items-center justify-between gap-2">
        <button type="button" className="btn-secondary" onClick={onBack}>
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          <FormattedMessage id="signIn.back" defaultMessage="Back" />
        </button>
        <button
          type="button"
          className="text-sm font-medium text-accent-ink underline-offset-2 hover:underline disabled:text-ink-5 disabled:no-underline"
          disabled={waitSeconds > 0 || resending}
          onClick={onResend}
        >
          {waitSeconds > 0 ? (
            <FormattedMessage
              id="signIn.resendIn"
              defaultMessage="Resend code in {seconds}s"
              values={{ seconds: waitSeconds }}
            />
          ) : (
            <FormattedMessage id="signIn.resend" defaultMessage="Resend code" />
          )}
        </button>
      </div>
    </form>
  );
}
