import { useEffect } from 'react';
import { useLocation } from 'react-router';

const PAGE_TITLES: Record<string, string> = {
  '/': 'Home',
  '/calendar': 'Calendar',
  '/notifications': 'Notifications',
  '/settings': 'Settings',
};

/** The tab and the screen reader name the page: 'Calendar · Cakeday'; visitors see the landing title. */
export function useDocumentTitle(signedIn: boolean) {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = signedIn ? PAGE_TITLES[pathname] : undefined;
    document.title = page ? `${page} · Cakeday` : 'Cakeday · Never Miss a Birthday Again';
  }, [pathname, signedIn]);
}
