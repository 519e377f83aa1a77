import { HEADER_ALWAYS_SHOWN_PX, HEADER_SCROLL_THRESHOLD_PX } from '@shared/constants';
import { Bell, Cake } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';

/** Hides while scrolling down and shows again on the way up; always shown near the top. */
function useHeaderVisible() {
  const [visible, setVisible] = useState(true);
  const lastY = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      if (y < HEADER_ALWAYS_SHOWN_PX) setVisible(true);
      else if (Math.abs(y - lastY.current) <= HEADER_SCROLL_THRESHOLD_PX) return;
      else setVisible(y < lastY.current);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return visible;
}

type HeaderProps = {
  /** Today's birthdays and shares waiting for an answer: together they make the bell's badge. */
  todayCount?: number;
  shareCount?: number;
  /** The title is the way to the feedback modal (spec §2 header bar). */
  onTitleClick: () => void;
};

export function Header({ todayCount = 0, shareCount = 0, onTitleClick }: HeaderProps) {
  const intl = useIntl();
  const visible = useHeaderVisible();
  const count = todayCount + shareCount;
  const birthdays =
    todayCount > 0
      ? intl.formatMessage(
          {
            id: 'layout.bellToday',
            defaultMessage: '{count, plural, one {# birthday} other {# birthdays}} today',
          },
          { count: todayCount },
        )
      : null;
  const shares =
    shareCount > 0
      ? intl.formatMessage(
          {
            id: 'layout.bellShares',
            defaultMessage: '{count, plural, one {# pending share} other {# pending shares}}',
          },
          { count: shareCount },
        )
      : null;
  const description =
    birthdays && shares
      ? intl.formatMessage(
          { id: 'layout.bellBoth', defaultMessage: '{birthdays}, {shares}' },
          { birthdays, shares },
        )
      : (birthdays ?? shares ?? '');
  return (
    <header
      className={`sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur transition-transform duration-200 ${visible ? 'translate-y-0' : '-translate-y-full'}`}
    >
      <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4">
        <button
          type="button"
          onClick={onTitleClick}
          aria-haspopup="dialog"
          className="flex items-center gap-2 rounded-lg text-lg font-extrabold text-accent-ink"
        >
          <Cake className="size-6" aria-hidden />
          Cakeday
          <span className="sr-only">
            <FormattedMessage id="layout.helpUsImprove" defaultMessage=": Help Us Improve" />
          </span>
        </button>
        <NavLink
          to="/notifications"
          aria-label={intl.formatMessage({ id: 'layout.notifications', defaultMessage: 'Notifications' })}
          aria-describedby={count > 0 ? 'header-bell-count' : undefined}
          className={({ isActive }) =>
            `relative flex size-10 items-center justify-center rounded-full transition ${isActive ? 'bg-accent-soft text-accent-ink' : 'text-ink-3 hover:bg-surface-3'}`
          }
        >
          <Bell className="size-5" aria-hidden />
          {count > 0 ? (
            <span
              id="header-bell-count"
              className="absolute -top-0.5 -end-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-500 px-1 text-xs font-bold text-white ring-2 ring-surface"
            >
              <span aria-hidden>{count > 9 ? '9+' : count}</span>
              <span className="sr-only">{description}</span>
            </span>
          ) : null}
        </NavLink>
      </div>
    </header>
  );
}
