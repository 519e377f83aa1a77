import { SignInModal as SignInSteps } from '@app/features/auth/components/sign-in-modal';
import { PasskeySignIn } from '@app/features/passkeys/components/passkey-sign-in';
import { createQueryClient } from '@app/lib/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentProps, useState } from 'react';

type Props = Omit<ComponentProps<typeof SignInSteps>, 'otherWay'>;

/**
 * The sign-in modal, by phone, email or passkey, with the query client its requests run in: loaded,
 * with the library, when opened (the WebAuthn library once the browser is asked for a passkey).
 */
export default function SignInModal(props: Props) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SignInSteps {...props} otherWay={(signedIn) => <PasskeySignIn onSignedIn={signedIn} />} />
    </QueryClientProvider>
  );
}
