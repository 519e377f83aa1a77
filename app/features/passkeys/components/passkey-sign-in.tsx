import type { Me } from '@shared/schemas/auth';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { passkeySignInAnswer, signInWithAnswer } from '../api/passkeys';
import { browserHasPasskeys, cancelPasskeyRequest, passkeyAutofillAvailable } from '../utils/webauthn';
import { PasskeyPromptButton, usePasskeyPrompt } from './passkey-prompt';

type Props = { onSignedIn: (me: Me) => void };

/**
 * "Sign in with a passkey" beside the phone form, and, where the browser can, the user's passkeys
 * among the phone field's autofill suggestions (the field's autocomplete ends in 'webauthn'). The
 * autofill request waits while this is shown and is cancelled when it goes (the modal closed, or
 * the code step opened); after the button's prompt fails it starts again.
 */
export function PasskeySignIn({ onSignedIn }: Props) {
  const intl = useIntl();
  const prompt = usePasskeyPrompt();
  const [round, setRound] = useState(0);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;
  const showProblem = useRef(prompt.showProblem);
  showProblem.current = prompt.showProblem;

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
        if (shown) showProblem.current(err);
      }
    })();
    return () => {
      shown = false;
      void cancelPasskeyRequest();
    };
  }, [round]);

  if (!browserHasPasskeys()) return null;

  const signIn = () =>
    prompt.run(async () => {
      const me = await signInWithAnswer(await passkeySignInAnswer({ autofill: false })).catch(
        (err: unknown) => {
          setRound((r) => r + 1);
          throw err;
        },
      );
      signedIn.current(me);
    });

  return (
    <div className="mt-4 space-y-3">
      <p className="flex items-center gap-3 text-xs font-medium text-ink-4">
        <span aria-hidden className="h-px flex-1 bg-line" />
        <FormattedMessage id="passkey.or" defaultMessage="or" />
        <span aria-hidden className="h-px flex-1 bg-line" />
      </p>
      <PasskeyPromptButton
        prompt={prompt}
        label={intl.formatMessage({ id: 'passkey.signIn', defaultMessage: 'Sign in with a passkey' })}
        onClick={signIn}
      />
    </div>
  );
}
