import { Modal } from '@app/components/modal';
import type { ReactNode } from 'react';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode };

/**
 * Settings' "Sign-in methods": one section per way to sign in (passkeys, …). The page composes the
 * sections, as one feature may not import another.
 */
export function SignInMethodsModal({ open, onOpenChange, children }: Props) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Sign-in methods"
      description="The ways you can sign in to Cakeday. One of them always stays."
    >
      <div className="space-y-6">{children}</div>
    </Modal>
  );
}
