import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { useRegisterOpenModal } from '../lib/open-modals';

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
          className={`fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl ${size === 'lg' ? 'sm:max-w-lg' : 'sm:max-w-md'}`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-500">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close className="rounded-full p-1.5 text-slate-500 hover:bg-slate-100" aria-label="Close">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
