import { ChevronRight, Send, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { type CategoryCounts, totalBirthdays } from '../utils/category-options';
import { ShareBirthdaysModal } from './share-birthdays-modal';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categoryCounts: CategoryCounts;
  myUserId: string | undefined;
};

/**
 * 'Share Options', opened from the floating bar. With birthdays it offers Share Birthdays (spec §2);
 * CSV import and export join it here when they are built.
 */
export function ShareOptionsModal({ open, onOpenChange, categoryCounts, myUserId }: Props) {
  const [sharing, setSharing] = useState(false);
  const hasBirthdays = totalBirthdays(categoryCounts) > 0;

  return (
    <>
      <Modal open={open} onOpenChange={onOpenChange} title="Share Options">
        {hasBirthdays ? (
          <button
            type="button"
            onClick={() => {
              onOpenChange(false);
              setSharing(true);
            }}
            aria-describedby="share-birthdays-option-hint"
            className="flex w-full items-center gap-3 rounded-2xl p-4 text-left ring-1 ring-slate-200 transition hover:bg-slate-50"
          >
            <span
              aria-hidden
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600"
            >
              <Send className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900">Share Birthdays</span>
              <span id="share-birthdays-option-hint" className="block text-sm text-slate-500">
                Send categories of birthdays to another user by their User ID
              </span>
            </span>
            <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
          </button>
        ) : (
          <div className="flex flex-col items-center py-2 text-center">
            <UsersRound className="size-10 text-brand-500" aria-hidden />
            <p className="mt-3 max-w-xs text-sm text-slate-600">
              Add a birthday first; then you can share your list with family and friends.
            </p>
          </div>
        )}
        {myUserId ? (
          <p className="mt-4 text-center text-sm text-slate-500">
            To receive birthdays, give people your User ID:{' '}
            <code className="font-mono font-semibold tracking-wider text-slate-900">{myUserId}</code>
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
