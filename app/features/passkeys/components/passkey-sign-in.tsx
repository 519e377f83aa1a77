import type { Me } from '@shared/schemas/auth';
import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { passkeyProblem, passkeySignInAnswer, signInWithAnswer } from '../api/passkeys';
import { browserHasPasskeys, cancelPasskeyRequest, passkeyAutofillAvailable } from '../utils/webauthn';

type Props = { onSignedIn: (me: Me) => void };

/**
 * "Sign in with a passkey" beside the phone form, and, where the browser can, the user's passkeys
 * among the phone field's autofill suggestions (the field's autocomplete ends in 'webauthn'). The
 * autofill request waits while this is shown and is cancelled when it goes (the modal closed, or
 * the code step opened); after the button's prompt it starts again.
 */
export function PasskeySignIn({ onSignedIn }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each round is a new autofill request.
  useEffect(() => {
    let shown = true;
    void (async () => {
      if (!(await passkeyAutofillAvailable()) || !shown) return;
      // The user asked for nothing yet: a request the browser refuses or drops is not news.
      const answer = await passkeySignInAnswer({ autofill: true }).catch(() => null);
      if (!answer || !shown) return;
      try {
        signedIn.current(await signInWithAnswer(answer));
      } catch (err) {
        if (shown) setProblem(passkeyProblem(err));
      }
    })();
    return () => {
      shown = false;
      void cancelPasskeyRequest();
    };
  }, [round]);

  if (!browserHasPasskeys()) return null;

  async function signIn() {
    setBusy(true);
    setProblem(null);
    try {
      const me = await signInWithAnswer(await passkeySignInAnswer({ autofill: false }));
      signedIn.current(me);
    } catch (err) {
      setProblem(passkeyProblem(err));
      setRound((r) => r + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-4 space-y-3">
      <p className="flex items-center gap-3 text-xs font-medium text-ink-4">
        <span aria-hidden className="h-px flex-1 bg-line" />
        or
        <span aria-hidden className="h-px flex-1 bg-line" />
      </p>
      <button type="button" className="btn-secondary w-full" disabled={busy} onClick={signIn}>
        <KeyRound className="size-4" aria-hidden />
        {busy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </button>
      {problem ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
