import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { SPLASH_MS } from '../../shared/constants';
import { Splash } from '../components/splash';
import { useMe } from '../features/auth/api/get-me';
import { useRealtime } from '../lib/realtime';

// Visitors download the landing chunk only, signed-in users the app's; the splash covers the wait.
const loadLanding = () => import('./landing');
const loadSignedInApp = () => import('./signed-in-app');
const LandingRoute = lazy(() => loadLanding().then((m) => ({ default: m.LandingRoute })));
const SignedInApp = lazy(loadSignedInApp);

function useSplashDone() {
  const [done, setDone] = useState(false);
  useEffect(() => {
    // index.html painted the splash at navigation start: 2 s from then, not from this mount.
    const timer = setTimeout(() => setDone(true), Math.max(0, SPLASH_MS - performance.now()));
    return () => clearTimeout(timer);
  }, []);
  return done;
}

/** Route guards: every app route needs sign-in; unknown paths and visitors go home. */
export function AppRoutes() {
  const me = useMe();
  const splashDone = useSplashDone();
  const signedIn = Boolean(me.data);
  useRealtime(signedIn);
  // Fetch the page's chunk while the splash is still up, as soon as we know who is here.
  useEffect(() => {
    if (me.isSuccess) void (me.data ? loadSignedInApp() : loadLanding());
  }, [me.isSuccess, me.data]);

  if (!splashDone || me.isPending) return <Splash />;
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
