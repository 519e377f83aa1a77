import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Splash, useStartupSplash } from '../components/splash';
import { useMe } from '../features/auth/api/get-me';
import { useSignOutInOtherTabs } from '../features/auth/api/session-ended';
import { OfflineScreen } from '../features/install/components/offline-screen';
import { useOnline } from '../features/install/hooks/use-online';
import { useRealtime } from '../lib/realtime';
import { useDocumentTitle } from './use-document-title';

// Visitors download the landing chunk only, signed-in users the app's; the splash covers the wait.
const loadLanding = () => import('./landing');
const loadSignedInApp = () => import('./signed-in-app');
const LandingRoute = lazy(() => loadLanding().then((m) => ({ default: m.LandingRoute })));
const SignedInApp = lazy(loadSignedInApp);

/** Route guards: every app route needs sign-in; unknown paths and visitors go home. */
export function AppRoutes() {
  const me = useMe();
  const splashShowing = useStartupSplash();
  const signedIn = Boolean(me.data);
  useRealtime(signedIn);
  useSignOutInOtherTabs();
  useDocumentTitle(signedIn);
  const online = useOnline();
  // Fetch the page's chunk while the splash is still up, as soon as we know who is here.
  useEffect(() => {
    if (me.isSuccess) void (me.data ? loadSignedInApp() : loadLanding());
  }, [me.isSuccess, me.data]);

  // Without a connection the first answer never comes: say so instead of a splash that never ends.
  if (!online && !me.data) return <OfflineScreen />;
  if (splashShowing || me.isPending) return <Splash />;
  if (me.isError) {
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="font-semibold">Failed to connect to database</p>
        <button type="button" className="btn-primary" onClick={() => me.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!me.data) {
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
      <SignedInApp me={me.data} />
    </Suspense>
  );
}
