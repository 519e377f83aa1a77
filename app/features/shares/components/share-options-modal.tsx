import { Modal } from '@app/components/modal';
import { OptionButton } from '@app/components/option-button';
import { Send, UsersRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type CategoryCounts, totalBirthdays } from '../utils/category-options';
import { ShareBirthdaysModal } from './share-birthdays-modal';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categoryCounts: CategoryCounts;
  myUserId: string | undefined;
  /** Import and export options, composed in by the app layout. */
  fileOptions?: ReactNode;
};

/**
 * 'Share Options', opened from the floating bar: import always; with birthdays, export and Share
 * Birthdays too (spec §2).
 */
export function ShareOptionsModal({ open, onOpenChange, categoryCounts, myUserId, fileOptions }: Props) {
  const intl = useIntl();
  const [sharing, setSharing] = useState(false);
  const hasBirthdays = totalBirthdays(categoryCounts) > 0;

  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={intl.formatMessage({ id: 'shares.optionsTitle', defaultMessage: 'Share Options' })}
      >
        {fileOptions}
        {hasBirthdays ? (
          <OptionButton
            icon={Send}
            title={intl.formatMessage({ id: 'shares.shareBirthdays', defaultMessage: 'Share Birthdays' })}
            hint={intl.formatMessage({
              id: 'shares.shareBirthdaysHint',
              defaultMessage: 'Send categories of birthdays to another user by their User ID',
            })}
            onClick={() => {
              onOpenChange(false);
              setSharing(true);
            }}
          />
        ) : (
          <div className="flex flex-col items-center py-2 text-center">
            <UsersRound className="size-10 text-brand-500" aria-hidden />
            <p className="mt-3 max-w-xs text-sm text-ink-3">
              {intl.formatMessage({
                id: 'shares.addFirst',
                defaultMessage: 'Add a birthday first; then you can share your list with family and friends.',
              })}
            </p>
          </div>
        )}
        {myUserId ? (
          <p className="mt-4 text-center text-sm text-ink-4">
            <FormattedMessage
              id="shares.receiveHint"
              defaultMessage="To receive birthdays, give people your User ID: {id}"
              values={{
                id: (
                  <code dir="ltr" className="font-mono font-semibold tracking-wider text-ink">
                    {myUserId}
                  </code>
                ),
              }}
            />
          </p>
        ) : null}
      </Modal>
      <ShareBirthdaysModal
        open={sharing}
        onOpenChange={setSharing}
        categoryCounts={categoryCounts}
        myUserId={myUserId}
      />
    </>
  );
}
