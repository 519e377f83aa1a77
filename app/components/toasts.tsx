import { useAnyModalOpen } from '@app/lib/open-modals';
import { useToastsRequested } from '@app/lib/toast';
import { TOAST_DURATION_MS } from '@shared/constants';
import { lazy, Suspense } from 'react';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Toasts say what happened; they never take a click meant for what lies under them. */
const PASS_CLICKS_THROUGH = { style: { pointerEvents: 'none' } } as const;

/**
 * Where toasts show; mounted with the first toast (app/lib/toast.ts). With no modal open they sit
 * at the bottom, above the floating bar, clear of the header. While a modal or bottom sheet is
 * open they move to the strip at the top that app/components/modal.tsx keeps free of every modal,
 * so a toast never covers the field or button the user reaches for next.
 */
export function Toasts() {
  const modalOpen = useAnyModalOpen();
  if (!useToastsRequested()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={modalOpen ? 'top-center' : 'bottom-center'}
        offset={{ top: 16, bottom: 96 }}
        mobileOffset={{ top: 8, bottom: 96 }}
        theme="system"
        richColors
        duration={TOAST_DURATION_MS}
        toastOptions={PASS_CLICKS_THROUGH}
      />
    </Suspense>
  );
}
