import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

// The dialogs load when first opened, so pages do not download them up front.
const TermsModal = lazy(() => import('./legal-modals').then((m) => ({ default: m.TermsModal })));
const PrivacyModal = lazy(() => import('./legal-modals').then((m) => ({ default: m.PrivacyModal })));

const linkClass =
  'rounded px-1 py-0.5 font-medium text-ink-3 underline-offset-4 hover:text-accent-ink hover:underline';

/** Site footer: Terms and Privacy links (opening their modals) and a tagline. Leaves room for the floating bottom bar. */
export function Footer() {
  const [termsOpen, setTermsOpen] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const intl = useIntl();

  return (
    <footer className="px-4 pt-8 pb-28 text-center text-xs text-ink-4">
      <nav
        aria-label={intl.formatMessage({ id: 'footer.legal', defaultMessage: 'Legal' })}
        className="flex items-center justify-center gap-3"
      >
        <button type="button" className={linkClass} onClick={() => setTermsOpen(true)}>
          <FormattedMessage id="footer.terms" defaultMessage="Terms" />
        </button>
        <span aria-hidden="true" className="text-ink-6">
          ·
        </span>
        <button type="button" className={linkClass} onClick={() => setPrivacyOpen(true)}>
          <FormattedMessage id="footer.privacy" defaultMessage="Privacy" />
        </button>
      </nav>
      <p className="mt-2">
        <FormattedMessage
          id="footer.madeWith"
          defaultMessage="Made with <heart>♥</heart><love>love</love> for people who remember birthdays."
          values={{
            heart: (chunks) => (
              <span aria-hidden="true" className="text-rose-500">
                {chunks}
              </span>
            ),
            love: (chunks) => <span className="sr-only">{chunks}</span>,
          }}
        />
      </p>
      <p className="mt-1">© 2026 Cakeday</p>
      <Suspense fallback={null}>
        {termsOpen && <TermsModal open onOpenChange={setTermsOpen} />}
        {privacyOpen && <PrivacyModal open onOpenChange={setPrivacyOpen} />}
      </Suspense>
    </footer>
  );
}
