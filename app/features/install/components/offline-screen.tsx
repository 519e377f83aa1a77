import { WifiOff } from 'lucide-react';
import { FormattedMessage } from 'react-intl';

/** Shown when the app opens without a connection: it carries on by itself once one is back. */
export function OfflineScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <WifiOff className="size-12 text-ink-4" aria-hidden />
      <h1 className="text-2xl font-bold">
        <FormattedMessage id="install.offlineTitle" defaultMessage="You're offline" />
      </h1>
      <p className="max-w-sm text-ink-3">
        <FormattedMessage
          id="install.offlineText"
          defaultMessage="Cakeday needs a connection to load your birthdays. It picks up again as soon as you are back online."
        />
      </p>
    </main>
  );
}
