import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { Splash, useStartupSplash } from '../components/splash';
import { useMe } from '../features/auth/api/get-me';
import { useSignOutInOtherTabs } from '../features/auth/api/session-ended';
import { BirthdayModalsProvider } from '../features/birthdays/components/birthday-modals';
import { AddToCalendarButton } from '../features/calendar-export/components/add-to-calendar-button';
import { OfflineScreen } from '../features/install/components/offline-screen';
import { useOnline } from '../features/install/hooks/use-online';
import { useRealtime } from '../lib/realtime';
import { AiModalsProvider, BirthdayAiActions, voiceInputSlot } from './ai-modals';
import { AppLayout } from './app-layout';
import { type CalendarLocationState, CalendarPage } from './calendar';
import { HomePage } from './home';
import { LandingRoute } from './landing';
import { NotificationsPage } from './notifications';
import { SettingsPage } from './settings';
import { useDocumentTitle } from './use-document-title';

/** Route guards: every app route needs sign-in; unknown paths and visitors go home. */
export function AppRoutes() {
  const me = useMe();
  const navigate = useNavigate();
  const splashShowing = useStartupSplash();
  const signedIn = Boolean(me.data);
  useRealtime(signedIn);
  useSignOutInOtherTabs();
  useDocumentTitle(signedIn);
  const online = useOnline();

  // Without a connection the first answer never comes: say so instead of a splash that never ends.
  if (!online && !me.data) return <OfflineScreen />;
  if (splashShowing || me.isPending) return <Splash />;
  if (me.isError) {
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="font-semibold">Failed to connect to database</p>
        <button type="button" className="btn-primary" onClick={() => me.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!signedIn) {
    return (
      <Routes>
        <Route path="/" element={<LandingRoute />} />
        <Route path="/login" element={<LandingRoute signIn />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    );
  }
  return (
    // After any save the calendar shows the saved birthday (spec §2 /calendar).
    <AiModalsProvider>
      <BirthdayModalsProvider
        me={me.data ?? null}
        detailsActions={(birthday, close) => <BirthdayAiActions birthday={birthday} close={close} />}
        voiceInput={voiceInputSlot}
        calendarAction={(birthday) => (
          <AddToCalendarButton birthday={birthday} timeZone={me.data?.timeZone ?? 'UTC'} />
        )}
        onSaved={(saved) =>
          navigate('/calendar', {
            state: { highlightBirthdayId: saved.id } satisfies CalendarLocationState,
          })
        }
      >
        <Routes>
          <Route element={<AppLayout />}>
            <Route index element={<HomePage />} />
            <Route path="calendar" element={<CalendarPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="notifications" element={<NotificationsPage />} />
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </BirthdayModalsProvider>
    </AiModalsProvider>
  );
}
