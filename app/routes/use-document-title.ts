import { useEffect } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router';

const PAGE_TITLES = defineMessages({
  '/': { id: 'title.home', defaultMessage: 'Home · Cakeday' },
  '/calendar': { id: 'title.calendar', defaultMessage: 'Calendar · Cakeday' },
  '/notifications': { id: 'title.notifications', defaultMessage: 'Notifications · Cakeday' },
  '/settings': { id: 'title.settings', defaultMessage: 'Settings · Cakeday' },
});
const LANDING_TITLE = defineMessage({
  id: 'title.landing',
  defaultMessage: 'Cakeday · Never Miss a Birthday Again',
});

/** The tab and the screen reader name the page: 'Calendar · Cakeday'; visitors see the landing title. */
export function useDocumentTitle(signedIn: boolean) {
  const { pathname } = useLocation();
  const intl = useIntl();
  useEffect(() => {
    const page = signedIn ? PAGE_TITLES[pathname as keyof typeof PAGE_TITLES] : undefined;
    document.title = intl.formatMessage(page ?? LANDING_TITLE);
  }, [pathname, signedIn, intl]);
}
