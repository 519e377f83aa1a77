import { FloatingBar } from '@app/components/floating-bar';
import { Footer } from '@app/components/footer';
import { Header } from '@app/components/header';
import { useBirthdays } from '@app/features/birthdays/api/get-birthdays';
import { useBirthdayModals } from '@app/features/birthdays/components/birthday-modals';
import { useToday } from '@app/features/birthdays/utils/use-today';
import { useHelpUsImprove } from '@app/features/feedback/components/help-us-improve-modal';
import { FileOptions } from '@app/features/import-export/components/file-options';
import { useOnline } from '@app/features/install/hooks/use-online';
import { useForegroundNotifications } from '@app/features/push/use-foreground-notifications';
import { usePendingShares } from '@app/features/shares/api/get-pending-shares';
import { countCategories } from '@app/features/shares/utils/category-options';
import { lazyShown } from '@app/lib/lazy-shown';
import { useMe } from '@app/lib/session';
import { splitHome } from '@shared/dates/grouping';
import { WifiOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';

// Each modal downloads when it first opens.
const WelcomeModal = lazyShown(
  () => import('@app/features/onboarding/components/welcome-modal').then((m) => m.WelcomeModal),
  ({ me }) => !me.hasCompletedOnboarding,
);
const ShareOptionsModal = lazyShown(
  () => import('@app/features/shares/components/share-options-modal').then((m) => m.ShareOptionsModal),
  ({ open }) => open,
);
const ImportBirthdaysModal = lazyShown(
  () =>
    import('@app/features/import-export/components/import-birthdays-modal').then(
      (m) => m.ImportBirthdaysModal,
    ),
  ({ open }) => open,
);

export function AppLayout() {
  const { openAdd } = useBirthdayModals();
  // A reminder pushed while the app is open shows as a browser notification (spec §7).
  useForegroundNotifications();
  const birthdays = useBirthdays();
  const today = useToday();
  const todayCount = birthdays.data ? splitHome(birthdays.data, today).today.length : 0;
  const shareCount = usePendingShares().data?.length ?? 0;
  const me = useMe();
  const online = useOnline();
  const [shareOptionsOpen, setShareOptionsOpen] = useState(false);
  const feedback = useHelpUsImprove();
  const [importOpen, setImportOpen] = useState(false);
  const categoryCounts = useMemo(() => countCategories(birthdays.data ?? []), [birthdays.data]);
  return (
    <div className="flex min-h-dvh flex-col">
      <Header todayCount={todayCount} shareCount={shareCount} onTitleClick={feedback.request} />
      {feedback.modal}
      {me ? <WelcomeModal me={me} /> : null}
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 pt-5 pb-8">
        {online ? null : (
          <p
            role="status"
            className="mb-5 flex items-center gap-2 rounded-xl bg-warn-soft px-3 py-2 text-sm text-warn ring-1 ring-warn-line"
          >
            <WifiOff className="size-4 shrink-0" aria-hidden />
            <FormattedMessage
              id="layout.offlineNotice"
              defaultMessage="You're offline. Your birthdays show as last loaded; adding, editing and deleting need a connection."
            />
          </p>
        )}
        <Outlet />
      </main>
      <Footer />
      <FloatingBar onAdd={openAdd} onShareOptions={() => setShareOptionsOpen(true)} />
      <ShareOptionsModal
        open={shareOptionsOpen}
        onOpenChange={setShareOptionsOpen}
        categoryCounts={categoryCounts}
        myUserId={me?.id}
        fileOptions={
          <FileOptions
            hasBirthdays={(birthdays.data?.length ?? 0) > 0}
            onImport={() => {
              setShareOptionsOpen(false);
              setImportOpen(true);
            }}
          />
        }
      />
      <ImportBirthdaysModal open={importOpen} onOpenChange={setImportOpen} />
    </div>
  );
}
