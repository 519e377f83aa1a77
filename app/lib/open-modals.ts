import { useEffect, useSyncExternalStore } from 'react';

// How many modals are open, so the floating bar can hide while any is.
let count = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function useRegisterOpenModal(open: boolean) {
  useEffect(() => {
    if (!open) return;
    count += 1;
    emit();
    return () => {
      count -= 1;
      emit();
    };
  }, [open]);
}

export function useAnyModalOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => count > 0,
  );
}
