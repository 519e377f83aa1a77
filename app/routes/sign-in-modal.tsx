import { SignInModal as SignInSteps } from '@app/features/auth/components/sign-in-modal';
import { createQueryClient } from '@app/lib/query-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentProps, useState } from 'react';

/** The sign-in modal with the query client its requests run in: loaded, with the library, when opened. */
export default function SignInModal(props: ComponentProps<typeof SignInSteps>) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SignInSteps {...props} />
    </QueryClientProvider>
  );
}
