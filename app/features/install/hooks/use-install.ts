import { MOBILE_BREAKPOINT_PX } from '@shared/constants';
import { useEffect, useState, useSyncExternalStore } from 'react';

type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };

// Chromium offers its install prompt once, early, whether or not Settings is open: keep it from the start.
let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

/** The browser's own install prompt when it offers one; `install` shows it (once). */
export function useInstallPrompt() {
  const prompt = useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => deferred,
  );
  async function install() {
    if (!prompt) return;
    deferred = null;
    notify();
    await prompt.prompt();
    await prompt.userChoice;
  }
  return { canPrompt: prompt !== null, install };
}

function useMediaQuery(query: string) {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/** Add to Home Screen is for phones (spec §2: up to 768 px wide), and not once the app is installed. */
export function useShowAddToHomeScreen() {
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const installed = useMediaQuery('(display-mode: standalone)');
  return narrow && !installed;
}

/** iPhone and iPad Safari have no install prompt; they get the three steps. */
export const isIos = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
