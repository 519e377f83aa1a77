import { formatPlainDate } from '@app/i18n/format-date';
import { ADDRESS_BOOK_PRIVACY } from '@shared/address-books';
import { CODE_REQUEST_RETENTION_HOURS, CODE_TTL_MS, SESSION_TTL_MS } from '@shared/constants';
import type { PlainDate } from '@shared/dates/plain-date';
import { channelLegal } from '@shared/reminder-channels';
import { type IntlShape, useIntl } from 'react-intl';
import { Modal } from './modal';

type LegalModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type LegalSection = { heading: string; body: string };

const UPDATED_ON: PlainDate = { year: 2024, month: 1, day: 11 };

const CODE_MINUTES = CODE_TTL_MS / 60_000;
const SESSION_DAYS = SESSION_TTL_MS / (24 * 60 * 60_000);

// Every sentence holds for the server as its operator configured it, the default one included (no
// SMS provider, no AI text service): what depends on configuration says so. What is said of each
// reminder channel comes from its definition (shared/channels/<id>), so a new channel brings its own.
const paragraph = (...sentences: string[]) => sentences.join(' ');

function termsSections(intl: IntlShape): readonly LegalSection[] {
  return [
    {
      heading: intl.formatMessage({ id: 'legal.terms.using.heading', defaultMessage: 'Using Cakeday' }),
      body: paragraph(
        intl.formatMessage({
          id: 'legal.terms.using.intro',
          defaultMessage:
            'Cakeday keeps your list of birthdays, reminds you of them, suggests wishes and gift ideas, and lets you share birthdays with other Cakeday users.',
        }),
        ...channelLegal('offer'),
        intl.formatMessage({
          id: 'legal.terms.using.lawful',
          defaultMessage: 'Use it for personal, lawful purposes.',
        }),
      ),
    },
    {
      heading: intl.formatMessage({ id: 'legal.terms.account.heading', defaultMessage: 'Your account' }),
      body: intl.formatMessage(
        {
          id: 'legal.terms.account.body',
          defaultMessage:
            "You sign in with your phone number and a one-time code that the operator's SMS provider texts to it (a server without one shows the code in its own log, for the person who runs it), with a code emailed to you where the operator has set up a mail server, or with a passkey you added in Settings. Codes are single-use and expire after {minutes, plural, one {# minute} other {# minutes}}. Keep your phone, your email, your passkeys and your codes to yourself; you are responsible for what happens in your account.",
        },
        { minutes: CODE_MINUTES },
      ),
    },
    {
      heading: intl.formatMessage({
        id: 'legal.terms.suggested.heading',
        defaultMessage: 'Suggested wishes and gifts',
      }),
      body: intl.formatMessage({
        id: 'legal.terms.suggested.body',
        defaultMessage:
          "Wishes and gift ideas come from an AI text service where the operator has set one up, and otherwise from Cakeday's own templates and catalogue. Either can be wrong or a poor fit. Read them before you send anything; you are responsible for the messages you send.",
      }),
    },
    {
      heading: intl.formatMessage({
        id: 'legal.terms.selfHosted.heading',
        defaultMessage: 'A self-hosted service',
      }),
      body: intl.formatMessage({
        id: 'legal.terms.selfHosted.body',
        defaultMessage:
          'This Cakeday server is run by its operator and is provided "as is", without warranties. Reminders depend on the services they travel through, named in the Privacy Policy, and your device, so they can be late or fail. Do not rely on Cakeday alone for anything critical.',
      }),
    },
    {
      heading: intl.formatMessage({
        id: 'legal.terms.ending.heading',
        defaultMessage: 'Ending your account',
      }),
      body: intl.formatMessage({
        id: 'legal.terms.ending.body',
        defaultMessage:
          'You can delete your account at any time from Settings › Delete Account; it takes effect at once. The operator may suspend accounts that abuse the service.',
      }),
    },
    {
      heading: intl.formatMessage({ id: 'legal.terms.changes.heading', defaultMessage: 'Changes' }),
      body: intl.formatMessage({
        id: 'legal.terms.changes.body',
        defaultMessage: 'These terms may change. The date above shows when they were last updated.',
      }),
    },
  ];
}

function privacySections(intl: IntlShape): readonly LegalSection[] {
  return [
    {
      heading: intl.formatMessage({ id: 'legal.privacy.stored.heading', defaultMessage: 'What we store' }),
      body: paragraph(
        intl.formatMessage({
          id: 'legal.privacy.stored.body',
          defaultMessage:
            'Your phone number, email address (if you sign in with one) and time zone; the public key, name and last use of each passkey you add (its private key never leaves your device); the birthdays you add (names, dates, categories, notes and, if you add them, phone numbers and interests); your reminder and message settings; a log of the reminders sent to you (when, on which channel, and whether delivery failed); and feedback you send, with your phone number or email address so the operator can follow up.',
        }),
        ...channelLegal('stored'),
        ADDRESS_BOOK_PRIVACY.stored,
      ),
    },
    {
      heading: intl.formatMessage({ id: 'legal.privacy.signIn.heading', defaultMessage: 'Sign-in' }),
      body: intl.formatMessage(
        {
          id: 'legal.privacy.signIn.body',
          defaultMessage:
            'Each time a sign-in code is requested we store the phone number, the IP address the request came from and the time, to limit how many codes can be sent; they are deleted after {hours, plural, one {# hour} other {# hours}}. The code itself is stored only as a hash and expires after {minutes, plural, one {# minute} other {# minutes}}. A cookie keeps you signed in for {days, plural, one {# day} other {# days}}, and the {days, plural, one {# day} other {# days}} start again each time you use Cakeday; signing out ends it at once.',
        },
        { hours: CODE_REQUEST_RETENTION_HOURS, minutes: CODE_MINUTES, days: SESSION_DAYS },
      ),
    },
    {
      heading: intl.formatMessage({
        id: 'legal.privacy.receives.heading',
        defaultMessage: 'Who receives what',
      }),
      body: paragraph(
        intl.formatMessage({
          id: 'legal.privacy.receives.codes',
          defaultMessage:
            "Sign-in codes go to your phone through the operator's SMS provider (such as Twilio), which receives your number and the message; a server without one writes them to its own log instead.",
        }),
        ...channelLegal('travels'),
        ADDRESS_BOOK_PRIVACY.travels,
        intl.formatMessage({
          id: 'legal.privacy.receives.others',
          defaultMessage:
            "Voice entry uses your browser's speech recognition, which in some browsers (Chrome among them) sends the recording to the browser's maker to turn it into text. Only where the operator has set up an AI text service does a request for a wish, gift ideas or a spoken birthday send it what that request needs: a name, relationship, age, interests or the spoken sentence, with your tone and language. Add to Calendar with Google Calendar sends the birthday to Google, and a calendar app you subscribe to your private feed reads your birthdays from it.",
        }),
      ),
    },
    {
      heading: intl.formatMessage({
        id: 'legal.privacy.seen.heading',
        defaultMessage: 'Who can see your data',
      }),
      body: intl.formatMessage({
        id: 'legal.privacy.seen.body',
        defaultMessage:
          'In Cakeday only you can see your birthday list; the operator who runs this server can read its database. If you share birthdays with another user by their User ID, they get a copy once they accept. We do not sell your data or show ads.',
      }),
    },
    {
      heading: intl.formatMessage({ id: 'legal.privacy.deletion.heading', defaultMessage: 'Deletion' }),
      body: intl.formatMessage({
        id: 'legal.privacy.deletion.body',
        defaultMessage:
          'Deleting your account in Settings removes at once your account, your birthdays, the shares you sent or received, what we store for your reminder channels, your reminder log, your passkeys, your sign-in code requests and your sessions. Feedback you sent is kept without your phone number or email address.',
      }),
    },
    {
      heading: intl.formatMessage({ id: 'legal.privacy.questions.heading', defaultMessage: 'Questions' }),
      body: intl.formatMessage({
        id: 'legal.privacy.questions.body',
        defaultMessage: 'Use Send Feedback in Settings, or contact the person who runs this Cakeday server.',
      }),
    },
  ];
}

function LegalModal({
  open,
  onOpenChange,
  title,
  sections,
}: LegalModalProps & { title: string; sections: readonly LegalSection[] }) {
  const intl = useIntl();
  const lastUpdated = intl.formatMessage(
    { id: 'legal.lastUpdated', defaultMessage: 'Last updated: {date}' },
    { date: formatPlainDate(intl.locale, { year: 'numeric', month: 'long', day: 'numeric' }, UPDATED_ON) },
  );
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={lastUpdated} size="lg">
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable text region must be focusable so keyboard users can scroll it.
        tabIndex={0}
        aria-label={intl.formatMessage({ id: 'legal.textLabel', defaultMessage: '{title} text' }, { title })}
        className="-mx-1 max-h-[55dvh] space-y-4 overflow-y-auto rounded-xl px-1 text-sm leading-relaxed text-ink-3"
      >
        {sections.map((section) => (
          <div key={section.heading}>
            <h3 className="font-semibold text-ink">{section.heading}</h3>
            <p className="mt-1">{section.body}</p>
          </div>
        ))}
      </section>
      <div className="mt-5 flex justify-end border-t border-line-soft pt-4">
        <button type="button" className="btn-primary w-full sm:w-auto" onClick={() => onOpenChange(false)}>
          {intl.formatMessage({ id: 'legal.close', defaultMessage: 'Close' })}
        </button>
      </div>
    </Modal>
  );
}

/** The 'Terms of Service' modal, dated January 11, 2024. */
export function TermsModal({ open, onOpenChange }: LegalModalProps) {
  const intl = useIntl();
  return (
    <LegalModal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'legal.terms.title', defaultMessage: 'Terms of Service' })}
      sections={termsSections(intl)}
    />
  );
}

/** The 'Privacy Policy' modal, dated January 11, 2024. */
export function PrivacyModal({ open, onOpenChange }: LegalModalProps) {
  const intl = useIntl();
  return (
    <LegalModal
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'legal.privacy.title', defaultMessage: 'Privacy Policy' })}
      sections={privacySections(intl)}
    />
  );
}
