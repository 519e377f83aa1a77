import { SPLASH_MS } from '@shared/constants';
import { Cake } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const SHOWN_KEY = 'cakeday.splashShown';

function storedShown(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return false; // storage blocked: show the splash, as at any first start
  }
}

/**
 * True while the 2 s startup splash should show: once per browser session (DESIGN §6), so a
 * reload or a deep link opens its page at once.
 */
export function useStartupSplash(): boolean {
  const [showing, setShowing] = useState(() => !storedShown());
  useEffect(() => {
    if (!showing) return;
    const timer = setTimeout(
      () => {
        try {
          sessionStorage.setItem(SHOWN_KEY, '1');
        } catch {}
        setShowing(false);
        // index.html painted the splash at navigation start: 2 s from then, not from this mount.
      },
      Math.max(0, SPLASH_MS - performance.now()),
    );
    return () => clearTimeout(timer);
  }, [showing]);
  return showing;
}

export function Splash() {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-label={intl.formatMessage({ id: 'splash.loading', defaultMessage: 'Loading Cakeday' })}
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-600 to-brand-700 text-white"
    >
      <Cake className="size-16 motion-safe:animate-bounce" aria-hidden />
      <p className="text-3xl font-extrabold tracking-tight">Cakeday</p>
      <p className="text-brand-100">
        <FormattedMessage id="splash.tagline" defaultMessage="Never miss a birthday" />
      </p>
    </div>
  );
}
