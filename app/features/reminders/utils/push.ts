import { useCallback, useState } from 'react';

/** This device's push state, as the push feature reports it. */
export type PushState = 'unsupported' | 'home-screen' | 'denied' | 'default' | 'subscribed' | 'unsubscribed';

/**
 * Push on this device, handed in by the page that composes features (features never import each
 * other). `state` is undefined while it is still being checked.
 */
export type PushControls = {
  state: PushState | undefined;
  enable: () => Promise<void>;
  disable: () => Promise<void>;
  /** A phone or tablet: push where its browser offers it, SMS otherwise; no desktop offer. */
  isMobile: boolean;
  /** This device's push subscription's address, or null without one ("Send a test" goes there only). */
  endpoint: () => Promise<string | null>;
};

export const ASKED_NOTIFICATION_PERMISSION_KEY = 'hasAskedNotificationPermission';

function readAsked(): boolean {
  try {
    return localStorage.getItem(ASKED_NOTIFICATION_PERMISSION_KEY) === 'true';
  } catch {
    return true; // No storage: never nag.
  }
}

function writeAsked() {
  try {
    localStorage.setItem(ASKED_NOTIFICATION_PERMISSION_KEY, 'true');
  } catch {
    // Private mode without storage: the prompt simply shows again next time.
  }
}

/**
 * The one-time 'Turn on desktop notifications' offer (spec §6: the browser permission is asked on
 * desktop; mobile uses SMS). Shown on a desktop browser that has not been asked yet.
 */
export function useDesktopPushOffer(push: PushControls) {
  const [asked, setAsked] = useState(readAsked);
  const markAsked = useCallback(() => {
    writeAsked();
    setAsked(true);
  }, []);
  return { show: !push.isMobile && push.state === 'default' && !asked, markAsked };
}
