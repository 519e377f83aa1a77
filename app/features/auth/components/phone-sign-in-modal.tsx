import { Modal } from '@app/components/modal';
import { PhoneInput } from '@app/components/phone-input';
import { errorMessage } from '@app/lib/api-client';
import { browserTimeZone } from '@app/lib/time-zones';
import { toast } from '@app/lib/toast';
import { CODE_LENGTH, DEFAULT_COUNTRY_CODE } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { Me } from '@shared/schemas/auth';
import { formatInternational, phoneFieldError, toE164 } from '@shared/schemas/phone';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useSendCode } from '../api/send-code';
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

/** Step 1 asks for the phone, step 2 for the 6-digit code texted to it. */
export function PhoneSignInModal({ open, onOpenChange, onSignedIn, otherWay }: Props) {
  const [countryCode, setCountryCode] = useState(DEFAULT_COUNTRY_CODE);
  const [phone, setPhone] = useState('');
  const [challenge, setChallenge] = useState<{ id: string; phone: string; resendAt: number } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const sendCode = useSendCode();
  const verifyCode = useVerifyCode();
  const codeId = useId();
  const errorId = useId();
  const waitSeconds = useResendCountdown(challenge?.resendAt ?? null);

  useEffect(() => {
    if (open) return;
    setChallenge(null);
    setCode('');
    setError(null);
  }, [open]);

  // Checked here, per country, so a number the server would refuse never reaches the bot check.
  const phoneError = phoneFieldError(countryCode, phone, true);
  // 'Too short' while typing is not news; a number that is too long or cannot exist is.
  const shownPhoneError =
    phoneError === MSG.phoneRequired || phoneError === MSG.phoneTooShort || phoneError === MSG.phoneTenDigits
      ? undefined
      : (phoneError ?? undefined);

  async function requestCode() {
    const e164 = toE164(countryCode, phone);
    if (!e164) return;
    setError(null);
    try {
      const sent = await sendCode.mutateAsync({ phone: e164 });
      setChallenge({
        id: sent.challengeId,
        phone: sent.phone,
        resendAt: Date.now() + sent.resendAfterSeconds * 1000,
      });
      setCode('');
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  async function onSubmitPhone(e: FormEvent) {
    e.preventDefault();
    await requestCode();
  }

  function signedIn(me: Me) {
    // A first sign-in is welcomed by the 'Welcome to Cakeday!' modal itself: one welcome, not two.
    if (me.hasCompletedOnboarding) toast.success('Welcome to Cakeday!');
    onOpenChange(false);
    onSignedIn?.();
  }

  async function onSubmitCode(e: FormEvent) {
    e.preventDefault();
    if (!challenge) return;
    setError(null);
    try {
      signedIn(
        await verifyCode.mutateAsync({
          challengeId: challenge.id,
          code,
          timeZone: browserTimeZone(),
        }),
      );
    } catch (err) {
      setError(errorMessage(err));
      setCode('');
    }
  }

  const errorLine = error ? (
    <p id={errorId} role="alert" className="rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger">
      {error}
    </p>
  ) : null;

  if (challenge) {
    return (
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title="Enter Verification Code"
        description={`We texted a ${CODE_LENGTH}-digit code to ${formatInternational(challenge.phone)}.`}
      >
        <form onSubmit={onSubmitCode} className="space-y-4" noValidate>
          <div>
            <label htmlFor={codeId} className="field-label">
              Verification code
            </label>
            <input
              id={codeId}
              className="field-input text-center font-mono text-2xl tracking-[0.5em]"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={CODE_LENGTH}
              placeholder="000000"
              value={code}
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
            />
          </div>
          {errorLine}
          <button
            type="submit"
            className="btn-primary w-full"
            disabled={code.length !== CODE_LENGTH || verifyCode.isPending}
          >
            {verifyCode.isPending ? 'Verifying...' : 'Verify Code'}
          </button>
          <div className="flex items-center justify-between gap-2">
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                setChallenge(null);
                setError(null);
              }}
            >
              <ArrowLeft className="size-4" aria-hidden />
              Back
            </button>
            <button
              type="button"
              className="text-sm font-medium text-accent-ink underline-offset-2 hover:underline disabled:text-ink-5 disabled:no-underline"
              disabled={waitSeconds > 0 || sendCode.isPending}
              onClick={requestCode}
            >
              {waitSeconds > 0 ? `Resend code in ${waitSeconds}s` : 'Resend code'}
            </button>
          </div>
        </form>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Sign in with your phone"
      description="We'll text you a one-time code. No password needed."
    >
      <form onSubmit={onSubmitPhone} className="space-y-4" noValidate>
        <PhoneInput
          countryCode={countryCode}
          phone={phone}
          onChange={(v) => {
            setCountryCode(v.countryCode);
            setPhone(v.phone);
          }}
          error={shownPhoneError}
          required
          autoFocus
          offersPasskeys={otherWay !== undefined}
        />
        {errorLine}
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={sendCode.isPending || phoneError !== null}
        >
          {sendCode.isPending ? 'Sending Code...' : 'Continue'}
        </button>
      </form>
      {otherWay?.(signedIn)}
    </Modal>
  );
}
