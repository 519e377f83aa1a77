import { BellRing, ChevronRight, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MSG } from '../../shared/messages';
import { CopyButton } from '../components/copy-button';
import { useMe } from '../features/auth/api/get-me';
import { useSignOut } from '../features/auth/api/sign-out';
import { CalendarFeedSettings } from '../features/calendar-export/components/calendar-feed-settings';
import { disablePushOnThisDevice } from '../features/push/api/push-subscription';
import { ReminderSettingsModal } from '../features/reminders/components/reminder-settings-modal';
import { MessageSettingsEntry } from './ai-modals';
import { usePushControls } from './use-push-controls';

export function SettingsPage() {
  const me = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const push = usePushControls();
  const [remindersOpen, setRemindersOpen] = useState(false);

  async function onSignOut() {
    try {
      // Reminders for this account must stop reaching a shared computer once its owner signs out.
      await disablePushOnThisDevice().catch(() => {});
      await signOut.mutateAsync();
      navigate('/', { replace: true });
    } catch {
      toast.error(MSG.failedSignOut);
    }
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Settings</h1>
        <p className="text-slate-500">Manage your preferences</p>
      </div>
      <section
        aria-labelledby="user-id-heading"
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="user-id-heading" className="text-sm font-medium text-slate-500">
          Your User ID
        </h2>
        <div className="mt-1 flex items-center justify-between gap-3">
          <code className="font-mono text-lg font-semibold tracking-wider">{me.data?.id}</code>
          <CopyButton text={me.data?.id ?? ''} copied={MSG.userIdCopied} failed={MSG.failedCopyUserId} />
        </div>
        <p className="mt-2 text-xs text-slate-500">Share it with family so they can send you birthdays.</p>
      </section>
      <CalendarFeedSettings />
      <ul
        aria-label="Settings menu"
        className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <li>
          <button
            type="button"
            onClick={() => setRemindersOpen(true)}
            aria-labelledby="reminder-settings-title"
            aria-describedby="reminder-settings-hint"
            className="flex w-full items-center gap-3 p-4 text-left transition hover:bg-slate-50"
          >
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-600"
            >
              <BellRing className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span id="reminder-settings-title" className="block font-semibold text-slate-900">
                Reminder Settings
              </span>
              <span id="reminder-settings-hint" className="block text-sm text-slate-500">
                When and how you get reminded
              </span>
            </span>
            <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
          </button>
        </li>
        <li>
          <MessageSettingsEntry />
        </li>
      </ul>
      <ReminderSettingsModal open={remindersOpen} onOpenChange={setRemindersOpen} push={push} />
      <button
        type="button"
        className="btn-secondary w-full text-red-700"
        disabled={signOut.isPending}
        onClick={onSignOut}
      >
        <LogOut className="size-4" aria-hidden />
        {signOut.isPending ? 'Signing out...' : 'Sign Out'}
      </button>
    </div>
  );
}
