import { Footer } from '@app/components/footer';
import { LandingPage } from '@app/features/landing/components/landing-page';
import { Cake } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';

// Loaded when first opened: the landing page itself needs none of the sign-in code.
const SignInModal = lazy(() => import('./sign-in-modal'));

/**
 * The signed-out screen; '/login' opens the sign-in modal straight away. With `keepAddress` (a link
 * from outside, `linksFromOutside`) signing in keeps the address, so the signed-in app opens it.
 */
export function LandingRoute({
  signIn = false,
  keepAddress = false,
}: {
  signIn?: boolean;
  keepAddress?: boolean;
}) {
  const [open, setOpen] = useState(signIn);
  const navigate = useNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      {/* The same width and padding as the landing page's content, so the logo lines up with the hero. */}
      <header className="mx-auto flex h-14 w-full max-w-6xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <span className="flex items-center gap-2 text-lg font-extrabold text-accent-ink">
          <Cake className="size-6" aria-hidden />
          Cakeday
        </span>
        <button type="button" className="btn-secondary py-2" onClick={() => setOpen(true)}>
          <FormattedMessage id="landing.signIn" defaultMessage="Sign In" />
        </button>
      </header>
      <main className="flex-1">
        <LandingPage onSignUp={() => setOpen(true)} />
      </main>
      <Footer />
      {open && (
        <Suspense fallback={null}>
          <SignInModal
            open={open}
            onOpenChange={setOpen}
            onSignedIn={() => {
              if (!keepAddress) navigate('/', { replace: true });
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
