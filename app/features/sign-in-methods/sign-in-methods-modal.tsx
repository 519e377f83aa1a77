import { Modal } from '@app/components/modal';
import type { MethodKind } from '@shared/schemas/sign-in-methods';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AddressMethods } from './address-methods';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens straight on adding this kind (Reminder Settings' "Add a phone number"). */
  adding?: MethodKind | null;
  /** The other ways in (passkeys): the page composes them, as one feature may not import another. */
  children?: ReactNode;
};

/** Settings' 'Sign-in methods': the ways into this account, each kind in its own part. */
export function SignInMethodsModal({ open, onOpenChange, adding = null, children }: Props) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'methods.title', defaultMessage: 'Sign-in methods' })}
      description={intl.formatMessage({
        id: 'methods.description',
        defaultMessage: 'The ways you can sign in to this account. Keep at least one.',
      })}
    >
      <div className="space-y-6">
        <AddressMethods adding={adding} />
        {children}
      </div>
    </Modal>
  );
}
