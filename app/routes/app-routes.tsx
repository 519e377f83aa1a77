import { Splash, useStartupSplash } from '@app/components/splash';
import { useOnline } from '@app/features/install/hooks/use-online';
import { useSession, useSessionRecovery } from '@app/lib/session';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ConnectionLost } from './connection-lost';
import { linksFromOutside } from './links-from-outside';
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
  // A failed start asks again by itself (back online, or after a pause): no click needed.
  useSessionRecovery(session.status === 'failed');
  // Fetch the page's chunk while the splash is still up, as soon as we know who is here.
  const known = session.status === 'ready';
  useEffect(() => {
    if (known) void (signedIn ? loadSignedInApp() : loadLanding());
  }, [known, signedIn]);

  // Without a connection the first answer never comes: say so instead of a splash that never ends,
  // with the birthdays this browser kept, until the connection is back.
  if (!online && !me) return <ConnectionLost offline />;
  if (splashShowing || session.status === 'loading') return <Splash />;
  if (session.status === 'failed') return <ConnectionLost offline={false} />;
  if (!me) {
    return (
      <Suspense fallback={<Splash />}>
        <Routes>
          <Route path="/" element={<LandingRoute />} />
          <Route path="/login" element={<LandingRoute signIn />} />
          {linksFromOutside.map(({ path }) => (
            <Route key={path} path={path} element={<LandingRoute signIn keepAddress />} />
          ))}
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
