import { specText } from '@app/i18n/spec-text';
import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

// sonner and its Toaster arrive with the first toast, not with the first page: most visits to
// the landing page never show one. sonner keeps toasts made before its Toaster mounts and shows
// them once it does.
let sonner: Promise<typeof import('sonner')> | undefined;
const listeners = new Set<() => void>();

function loadSonner() {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

// A toast of the same kind and text as one still showing replaces it (and starts its 3 s again):
// ten quick saves show one 'Birthday added successfully!', not a stack of ten.
const show =
  (kind: 'success' | 'error' | 'info') =>
  (message: string, options?: ExternalToast): void => {
    void loadSonner().then(({ toast }) =>
      toast[kind](specText(message), { id: `${kind}:${message}`, ...options }),
    );
  };

/** Success, error and info toasts (spec §3: 3 s, placed by app/components/toasts.tsx). */
export const toast = { success: show('success'), error: show('error'), info: show('info') };

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once any toast was asked for: the Toaster that shows it is mounted from then on. */
export const useToastsRequested = () => useSyncExternalStore(subscribe, () => sonner !== undefined);
