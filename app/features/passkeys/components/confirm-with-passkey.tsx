import type { AuthenticationResponse } from '@shared/schemas/passkeys';
import { useIntl } from 'react-intl';
import { passkeyConfirmation, usePasskeys } from '../api/passkeys';
import { browserHasPasskeys } from '../utils/webauthn';
import { PasskeyPromptButton, usePasskeyPrompt } from './passkey-prompt';

type Props = { onConfirmed: (passkey: AuthenticationResponse) => Promise<void> };

/**
 * "Use a passkey instead", beside the texted code an old session confirms a deletion with: shown
 * when the account has a passkey and this browser can use one.
 */
export function ConfirmWithPasskey({ onConfirmed }: Props) {
  const passkeys = usePasskeys();
  const prompt = usePasskeyPrompt();
  const intl = useIntl();
  if (!browserHasPasskeys() || !passkeys.data?.length) return null;
  return (
    <div className="space-y-2">
      <PasskeyPromptButton
        prompt={prompt}
        label={intl.formatMessage({
          id: 'passkey.confirm.useInstead',
          defaultMessage: 'Use a passkey instead',
        })}
        onClick={() => prompt.run(async () => onConfirmed(await passkeyConfirmation()))}
      />
    </div>
  );
}
