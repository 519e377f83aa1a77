import { useRegisterOpenModal } from '@app/lib/open-modals';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';

// Read-only fields (a verified phone) are shown, not filled in: focus starts on the first one to fill,
// or on the one a form marks data-autofocus.
const FIRST_FIELD =
  'input:not([type=hidden]):not(:disabled):not([readonly]), textarea:not(:disabled), select:not(:disabled)';

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Wider dialogs (forms with pickers) use 'lg'. */
  size?: 'md' | 'lg';
};

/** The generic modal: a titled dialog that closes on Escape, on its close button and on backdrop click. */
export function Modal({ open, onOpenChange, title, description, children, size = 'md' }: ModalProps) {
  const intl = useIntl();
  useRegisterOpenModal(open);
  const content = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-sm" />
        <Dialog.Content
          ref={content}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Keyboard and screen-reader users start on the first field, not on the close button.
          onOpenAutoFocus={(event) => {
            // Focus has not moved yet: this is what opened the modal.
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            const field =
              content.current?.querySelector<HTMLElement>('[data-autofocus]') ??
              content.current?.querySelector<HTMLElement>(FIRST_FIELD);
            if (!field) return;
            event.preventDefault();
            field.focus();
          }}
          // Radix returns focus only to a Dialog.Trigger; our modals open from state, so return it here.
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          // The top 6rem of the screen stay free of every modal: toasts show there while one is open
          // (app/components/toasts.tsx). A bottom sheet on phones; on wider screens a dialog centred
          // in the space below that strip.
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-6rem)] overflow-y-auto rounded-t-2xl bg-surface p-5 shadow-xl ring-1 ring-line-soft sm:inset-auto sm:top-[calc(50%+2.5rem)] sm:left-1/2 sm:max-h-[calc(100dvh-7rem)] sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${size === 'lg' ? 'sm:max-w-lg' : 'sm:max-w-md'}`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-ink">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-ink-4">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              className="rounded-full p-1.5 text-ink-4 hover:bg-surface-3"
              aria-label={intl.formatMessage({ id: 'modal.close', defaultMessage: 'Close' })}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
