import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Splash, useStartupSplash } from '../components/splash';
import { OfflineScreen } from '../features/install/components/offline-screen';
import { useOnline } from '../features/install/hooks/use-online';
import { retrySession, useSession } from '../lib/session';
import { useDocumentTitle } from './use-document-title';

// Visitors download the landing chunk only, signed-in users the app's; the splash covers the wait.
const loadLanding = () => import('./landing');
const loadSignedInApp = () => import('./signed-in-app');
const LandingRoute = lazy(() => loadLanding().then((m) => ({ default: m.LandingRoute })));
const SignedInApp = lazy(loadSignedInApp);

/** Route guards: every app route needs sign-in; unknown paths and visitors go home. */
export function AppRoutes() {
  const session = useSession();
  const me = session.status === 'ready' ? session.me : null;
  const splashShowing = useStartupSplash();
  const signedIn = Boolean(me);
  useDocumentTitle(signedIn);
  const online = useOnline();
  // Fetch the page's chunk while the splash is still up, as soon as we know who is here.
  const known = session.status === 'ready';
  useEffect(() => {
    if (known) void (signedIn ? loadSignedInApp() : loadLanding());
  }, [known, signedIn]);

  // Without a connection the first answer never comes: say so instead of a splash that never ends.
  if (!online && !me) return <OfflineScreen />;
  if (splashShowing || session.status === 'loading') return <Splash />;
  if (session.status === 'failed') {
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="font-semibold">Failed to connect to database</p>
        <button type="button" className="btn-primary" onClick={retrySession}>
          Try again
        </button>
      </div>
    );
  }
  if (!me) {
    return (
      <Suspense fallback={<Splash />}>
        <Routes>
          <Route path="/" element={<LandingRoute />} />
          <Route path="/login" element={<LandingRoute signIn />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<Splash />}>
      <SignedInApp me={me} />
    </Suspense>
  );
}
