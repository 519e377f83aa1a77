import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS } from '../../shared/constants';
import { useToastsRequested } from '../lib/toast';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** Where toasts show; mounted with the first toast (app/lib/toast.ts). */
export function Toasts() {
  if (!useToastsRequested()) return null;
  return (
    <Suspense fallback={null}>
      {/* At the bottom, above the floating bar: never over the header or a modal's title. */}
      <Toaster
        position="bottom-center"
        offset={{ bottom: 96 }}
        mobileOffset={{ bottom: 96 }}
        theme="system"
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
      />
    </Suspense>
  );
}
