import type { AuthenticationResponse } from '@shared/schemas/passkeys';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { passkeyConfirmation, passkeyProblem, usePasskeys } from '../api/passkeys';
import { browserHasPasskeys } from '../utils/webauthn';

type Props = { onConfirmed: (passkey: AuthenticationResponse) => Promise<void> };

/**
 * "Use a passkey instead", beside the texted code an old session confirms a deletion with: shown
 * when the account has a passkey and this browser can use one.
 */
export function ConfirmWithPasskey({ onConfirmed }: Props) {
  const passkeys = usePasskeys();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!browserHasPasskeys() || !passkeys.data?.length) return null;

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      const passkey = await passkeyConfirmation().catch((err: unknown) => {
        setProblem(passkeyProblem(err));
        return null;
      });
      if (passkey) await onConfirmed(passkey);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <button type="button" className="btn-secondary w-full" disabled={busy} onClick={confirm}>
        <KeyRound className="size-4" aria-hidden />
        {busy ? 'Waiting for your passkey...' : 'Use a passkey instead'}
      </button>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
