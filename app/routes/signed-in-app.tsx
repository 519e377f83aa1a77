import { BirthdaySource, BirthdaySourceNote } from '@app/features/address-books/components/birthday-source';
import { onSessionRefused, useSignOutInOtherTabs } from '@app/features/auth/api/session-ended';
import { BirthdayModalsProvider } from '@app/features/birthdays/components/birthday-modals';
import { RowNote } from '@app/features/birthdays/components/birthday-row';
import { lazyShown } from '@app/lib/lazy-shown';
import { createQueryClient } from '@app/lib/query-client';
import { useRealtime } from '@app/lib/realtime';
import type { Me } from '@shared/schemas/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { AiModalsProvider, voiceInputSlot } from './ai-modals';
import { AppLayout } from './app-layout';
import { useBirthdayActions } from './birthday-actions';
import type { CalendarLocationState } from './calendar';
import { HomePage } from './home';
import { linksFromOutside } from './links-from-outside';

// Home comes with the app; the other pages when first visited.
const CalendarPage = lazyShown(() => import('./calendar').then((m) => m.CalendarPage));
const SettingsPage = lazyShown(() => import('./settings').then((m) => m.SettingsPage));
const NotificationsPage = lazyShown(() => import('./notifications').then((m) => m.NotificationsPage));

/**
 * Every signed-in page: its own chunk, so the landing page never downloads it (nor the query
 * library). Each sign-in starts with an empty cache, so nothing of an earlier user can show.
 */
export default function SignedInApp({ me }: { me: Me }) {
  const [queryClient] = useState(() => createQueryClient({ onUnauthorized: onSessionRefused }));
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInPages me={me} />
    </QueryClientProvider>
  );
}

function SignedInPages({ me }: { me: Me }) {
  useRealtime();
  useSignOutInOtherTabs();
  return (
    <AiModalsProvider>
      <BirthdayPages me={me} />
    </AiModalsProvider>
  );
}

// Where a synced birthday comes from ('From iCloud'), under its details.
const aboutBirthday = (birthday: { id: string }) => <BirthdaySource birthdayId={birthday.id} />;
// …and under its date on every list.
const rowNote = (birthday: { id: string }) => <BirthdaySourceNote birthdayId={birthday.id} />;

/** The pages, with the birthday modals and the actions other features offer on a birthday. */
function BirthdayPages({ me }: { me: Me }) {
  const navigate = useNavigate();
  const actions = useBirthdayActions(me.timeZone);
  return (
    // After any save the calendar shows the saved birthday (spec §2 /calendar).
    <BirthdayModalsProvider
      me={me}
      actions={actions}
      voiceInput={voiceInputSlot}
      about={aboutBirthday}
      onSaved={(saved) =>
        navigate('/calendar', {
          state: { highlightBirthdayId: saved.id } satisfies CalendarLocationState,
        })
      }
    >
      <RowNote.Provider value={rowNote}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route index element={<HomePage />} />
            <Route path="calendar" element={<CalendarPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="notifications" element={<NotificationsPage />} />
            {linksFromOutside.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </RowNote.Provider>
    </BirthdayModalsProvider>
  );
}
