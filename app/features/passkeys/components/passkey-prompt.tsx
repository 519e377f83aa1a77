import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { passkeyProblem } from '../api/passkeys';

/**
 * A step that asks the browser for a passkey: busy while it waits, then our sentence for what went
 * wrong, or none when the user closed the prompt.
 */
export function usePasskeyPrompt() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const showProblem = (err: unknown) => setProblem(passkeyProblem(err));
  async function run(step: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await step();
    } catch (err) {
      showProblem(err);
    } finally {
      setBusy(false);
    }
  }
  return { busy, problem, run, showProblem };
}

type Props = { prompt: ReturnType<typeof usePasskeyPrompt>; label: string; onClick: () => void };

/** The button that starts a passkey step, and the step's problem under it. */
export function PasskeyPromptButton({ prompt, label, onClick }: Props) {
  return (
    <>
      <button type="button" className="btn-secondary w-full" disabled={prompt.busy} onClick={onClick}>
        <KeyRound className="size-4" aria-hidden />
        {prompt.busy ? (
          <FormattedMessage id="passkey.waiting" defaultMessage="Waiting for your passkey..." />
        ) : (
          label
        )}
      </button>
      {prompt.problem ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger">
          {prompt.problem}
        </p>
      ) : null}
    </>
  );
}
