import { OfflineScreen } from '@app/features/install/components/offline-screen';
import { type OfflineCopy, readOfflineCopy } from '@app/lib/offline-copy';
import { retrySession } from '@app/lib/session';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/** The spec's words when the first session check fails with a connection (the server is down). */
function FailedToConnect() {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="font-semibold">
        <FormattedMessage id="states.failedToConnect" defaultMessage="Failed to connect to database" />
      </p>
      <p className="max-w-sm text-ink-3">
        <FormattedMessage
          id="states.keepsTrying"
          defaultMessage="Cakeday keeps trying and carries on by itself once it connects."
        />
      </p>
      <button type="button" className="btn-primary" onClick={retrySession}>
        <FormattedMessage id="states.connectRetry" defaultMessage="Try again" />
      </button>
    </div>
  );
}

// The kept list's page comes in a chunk of its own; the service worker keeps every chunk once a
// list is kept. Should it still be missing, the plain screens below stand in.
const KeptBirthdays = lazy(() =>
  import('./kept-birthdays')
    .then((m) => ({ default: m.KeptBirthdays }))
    .catch(() => ({ default: ({ offline }: { offline: boolean }) => plainScreen(offline) })),
);

const plainScreen = (offline: boolean) => (offline ? <OfflineScreen /> : <FailedToConnect />);

/**
 * What shows while the app cannot reach Cakeday at start (offline, or the server down): the
 * signed-in user's birthdays as last loaded, read-only, when this browser kept them; otherwise a
 * plain screen. Either way the app carries on by itself once it connects (app/lib/session.ts).
 */
export function ConnectionLost({ offline }: { offline: boolean }) {
  const [copy, setCopy] = useState<OfflineCopy | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void readOfflineCopy().then((found) => {
      if (current) setCopy(found);
    });
    return () => {
      current = false;
    };
  }, []);
  if (copy === undefined) return null;
  if (!copy) return plainScreen(offline);
  return (
    <Suspense fallback={null}>
      <KeptBirthdays copy={copy} offline={offline} />
    </Suspense>
  );
}
