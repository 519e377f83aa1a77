import { Modal } from '@app/components/modal';
import { OptionButton } from '@app/components/option-button';
import { dateText } from '@app/i18n/birthday-date';
import { useLocale } from '@app/i18n/locale-store';
import { toast } from '@app/lib/toast';
import { googleCalendarEvent, googleCalendarLink } from '@shared/calendar-feed/birthday-event';
import { todayIn } from '@shared/dates/plain-date';
import { loadCalendars } from '@shared/kept-calendars';
import { keptDateOf } from '@shared/kept-calendars/celebrations';
import { MSG } from '@shared/messages';
import type { Birthday } from '@shared/schemas/birthday';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, Download, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCalendarConfig } from '../api/get-calendar-config';
import { addToGoogleCalendar, GoogleCalendarError } from '../utils/google-calendar';

type Props = {
  birthday: Pick<Birthday, 'id' | 'name' | 'notes' | 'date' | 'calendar' | 'leap'>;
  /** The user's time zone: "next occurrence" and the all-day dates are theirs. */
  timeZone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Add to Calendar' over a birthday's details (its button is in app/routes/birthday-actions.tsx): Google Calendar (API when configured, else a link) and an .ics file. */
export function AddToCalendarModal({ birthday, timeZone, open, onOpenChange }: Props) {
  const intl = useIntl();
  // The Google event's title and details, in the language the screens speak.
  const language = useLocale();
  const [adding, setAdding] = useState(false);
  const config = useCalendarConfig();
  const clientId = config.data?.googleClientId ?? null;
  // The Google event's day is the next occurrence in the birthday's calendar, whose code loads on demand.
  const calendarReady = useQuery({
    queryKey: ['calendar-code', birthday.calendar],
    queryFn: () => loadCalendars([birthday.calendar]).then(() => true),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
  const kept = calendarReady ? keptDateOf(birthday.date, birthday.calendar, birthday.leap) : null;
  const source = kept && { name: birthday.name, notes: birthday.notes, ...kept };
  // A kept date's words in the chosen language, as its rows say it.
  const keptWords = source ? dateText(intl, source) : undefined;
  const today = () => todayIn(timeZone, new Date());

  async function addWithGoogle() {
    if (!clientId || !source) return;
    setAdding(true);
    try {
      await addToGoogleCalendar(
        clientId,
        googleCalendarEvent(source, today(), timeZone, language, keptWords),
      );
      toast.success(MSG.addedToCalendar);
      onOpenChange(false);
    } catch (err) {
      toast.error(err instanceof GoogleCalendarError ? err.message : MSG.failedAddToCalendar);
    } finally {
      setAdding(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'addToCalendar.title', defaultMessage: 'Add to Calendar' })}
      description={intl.formatMessage(
        { id: 'addToCalendar.description', defaultMessage: "{name}'s Birthday, every year" },
        { name: birthday.name },
      )}
    >
      <div className="space-y-3">
        {clientId ? (
          <OptionButton
            icon={CalendarPlus}
            title={
              adding
                ? intl.formatMessage({ id: 'addToCalendar.adding', defaultMessage: 'Adding...' })
                : intl.formatMessage({ id: 'addToCalendar.google', defaultMessage: 'Add to Google Calendar' })
            }
            hint={intl.formatMessage({
              id: 'addToCalendar.googleHint',
              defaultMessage: 'Sign in with Google; a reminder 7 days before',
            })}
            disabled={adding || !source}
            onClick={addWithGoogle}
          />
        ) : null}
        {source ? (
          <OptionButton
            icon={ExternalLink}
            title={intl.formatMessage({
              id: 'addToCalendar.openGoogle',
              defaultMessage: 'Open in Google Calendar',
            })}
            hint={intl.formatMessage({
              id: 'addToCalendar.openGoogleHint',
              defaultMessage: 'Opens the event in Google Calendar to save it there',
            })}
            href={googleCalendarLink(source, today(), language, keptWords)}
          />
        ) : null}
        <OptionButton
          icon={Download}
          title={intl.formatMessage({ id: 'addToCalendar.download', defaultMessage: 'Download .ics file' })}
          hint={intl.formatMessage({
            id: 'addToCalendar.downloadHint',
            defaultMessage: 'For Apple Calendar, Outlook and other calendar apps',
          })}
          href={`/api/calendar/birthdays/${encodeURIComponent(birthday.id)}.ics`}
          download
        />
      </div>
    </Modal>
  );
}
