import { CalendarDays, House, Plus, Settings, Share2 } from 'lucide-react';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { useAnyModalOpen } from '../lib/open-modals';

type Item = { to: string; label: string; icon: ComponentType<{ className?: string }> };
const LEFT: Item[] = [
  { to: '/', label: 'Home', icon: House },
  { to: '/calendar', label: 'Calendar', icon: CalendarDays },
];
const RIGHT: Item[] = [{ to: '/settings', label: 'Settings', icon: Settings }];

type Props = { onAdd: () => void; onShareOptions: () => void };

/**
 * The bottom bar: home, calendar, add birthday, share options, settings (spec §2). Hidden while any
 * modal is open; the current route highlighted.
 */
export function FloatingBar({ onAdd, onShareOptions }: Props) {
  const hidden = useAnyModalOpen();
  if (hidden) return null;
  const link = ({ to, label, icon: Icon }: Item) => (
    <NavLink
      key={to}
      to={to}
      end
      aria-label={label}
      className={({ isActive }) =>
        `flex size-12 flex-col items-center justify-center rounded-full transition ${isActive ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`
      }
    >
      <Icon className="size-5" />
    </NavLink>
  );
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-4 z-30 mx-auto flex w-fit items-center gap-2 rounded-full bg-white/95 p-2 shadow-lg ring-1 ring-slate-200 backdrop-blur"
    >
      {LEFT.map(link)}
      <button
        type="button"
        aria-label="Add Birthday"
        onClick={onAdd}
        className="flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-md hover:from-brand-600"
      >
        <Plus className="size-7" aria-hidden />
      </button>
      <button
        type="button"
        aria-label="Share Options"
        onClick={onShareOptions}
        className="flex size-12 items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100"
      >
        <Share2 className="size-5" aria-hidden />
      </button>
      {RIGHT.map(link)}
    </nav>
  );
}
