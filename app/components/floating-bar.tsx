import { useAnyModalOpen } from '@app/lib/open-modals';
import { CalendarDays, House, Plus, Settings, Share2 } from 'lucide-react';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';

type Item = { to: string; label: string; icon: ComponentType<{ className?: string }> };

type Props = { onAdd: () => void; onShareOptions: () => void };

/**
 * The bottom bar: home, calendar, add birthday, share options, settings (spec §2). Hidden while any
 * modal is open; the current route highlighted.
 */
export function FloatingBar({ onAdd, onShareOptions }: Props) {
  const intl = useIntl();
  const hidden = useAnyModalOpen();
  if (hidden) return null;
  const left: Item[] = [
    { to: '/', label: intl.formatMessage({ id: 'layout.navHome', defaultMessage: 'Home' }), icon: House },
    {
      to: '/calendar',
      label: intl.formatMessage({ id: 'layout.navCalendar', defaultMessage: 'Calendar' }),
      icon: CalendarDays,
    },
  ];
  const right: Item[] = [
    {
      to: '/settings',
      label: intl.formatMessage({ id: 'layout.navSettings', defaultMessage: 'Settings' }),
      icon: Settings,
    },
  ];
  const link = ({ to, label, icon: Icon }: Item) => (
    <NavLink
      key={to}
      to={to}
      end
      aria-label={label}
      className={({ isActive }) =>
        `flex size-12 flex-col items-center justify-center rounded-full transition ${isActive ? 'bg-brand-600 text-white' : 'text-ink-3 hover:bg-surface-3'}`
      }
    >
      <Icon className="size-5" />
    </NavLink>
  );
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'layout.navMain', defaultMessage: 'Main' })}
      className="fixed inset-x-0 bottom-4 z-30 mx-auto flex w-fit items-center gap-2 rounded-full bg-surface/95 p-2 shadow-lg ring-1 ring-line backdrop-blur"
    >
      {left.map(link)}
      <button
        type="button"
        aria-label={intl.formatMessage({ id: 'layout.navAdd', defaultMessage: 'Add Birthday' })}
        onClick={onAdd}
        className="flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-md hover:from-brand-600"
      >
        <Plus className="size-7" aria-hidden />
      </button>
      <button
        type="button"
        aria-label={intl.formatMessage({ id: 'layout.navShareOptions', defaultMessage: 'Share Options' })}
        onClick={onShareOptions}
        className="flex size-12 items-center justify-center rounded-full text-ink-3 transition hover:bg-surface-3"
      >
        <Share2 className="size-5" aria-hidden />
      </button>
      {right.map(link)}
    </nav>
  );
}
