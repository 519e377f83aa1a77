import type { ReactNode } from 'react';
import { Modal } from './modal';

type LegalModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type LegalSection = { heading: string; body: ReactNode };

const LAST_UPDATED = 'Last updated: January 11, 2024';

const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Using Cakeday',
    body: 'Cakeday keeps your list of birthdays, reminds you of them by text message or browser notification, and lets you share birthdays with other Cakeday users. Use it for personal, lawful purposes.',
  },
  {
    heading: 'Your account',
    body: 'You sign in with a phone number that can receive SMS. Sign-in codes are single-use and expire after 10 minutes. Keep your phone and your codes to yourself; you are responsible for what happens in your account.',
  },
  {
    heading: 'AI suggestions',
    body: 'Where the operator has set up an AI text service, suggested wishes can be wrong or a poor fit. Read them before you send anything; you are responsible for the messages you send.',
  },
  {
    heading: 'A self-hosted service',
    body: 'This Cakeday server is run by its operator and is provided "as is", without warranties. Reminders depend on the SMS provider, your browser\'s push service and your device, so they can be late or fail. Do not rely on Cakeday alone for anything critical.',
  },
  {
    heading: 'Ending your account',
    body: 'You can delete your account at any time from Settings › Delete Account; it takes effect at once. The operator may suspend accounts that abuse the service.',
  },
  {
    heading: 'Changes',
    body: 'These terms may change. The date above shows when they were last updated.',
  },
];

const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'What we store',
    body: 'Your phone number and time zone; the birthdays you add (names, dates, categories, notes and, if you add them, phone numbers and interests); your reminder settings; a log of the reminders sent to you (when, by text or push, and whether delivery failed); and feedback you send, with your phone number so the operator can follow up.',
  },
  {
    heading: 'Sign-in',
    body: 'To confirm your phone number we text you a one-time code, stored only as a hash until it is used or expires after 10 minutes. A cookie keeps you signed in for up to 30 days.',
  },
  {
    heading: 'Who receives what',
    body: "Sign-in codes and reminder texts go to your phone through the operator's SMS provider (such as Twilio), which receives your number and the message. If you turn on browser notifications, reminders travel through your browser's push service (for example Google's or Mozilla's), encrypted so that service cannot read them. Only where the operator has set up an AI text service does a wish request send it what the request needs, such as a name, tone and language.",
  },
  {
    heading: 'Who can see your data',
    body: 'Only you can see your birthday list. If you share birthdays with another user by their User ID, they get a copy once they accept. We do not sell your data or show ads.',
  },
  {
    heading: 'Deletion',
    body: 'Deleting your account in Settings removes at once your account, your birthdays, the shares you sent or received, your push subscriptions, your reminder log and your sessions. Feedback you sent is kept without your phone number.',
  },
  {
    heading: 'Questions',
    body: 'Use Send Feedback in Settings, or contact the person who runs this Cakeday server.',
  },
];

function LegalModal({
  open,
  onOpenChange,
  title,
  sections,
}: LegalModalProps & { title: string; sections: readonly LegalSection[] }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={LAST_UPDATED} size="lg">
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable text region must be focusable so keyboard users can scroll it.
        tabIndex={0}
        aria-label={`${title} text`}
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
          Close
        </button>
      </div>
    </Modal>
  );
}

/** The 'Terms of Service' modal, dated January 11, 2024. */
export function TermsModal({ open, onOpenChange }: LegalModalProps) {
  return (
    <LegalModal open={open} onOpenChange={onOpenChange} title="Terms of Service" sections={TERMS_SECTIONS} />
  );
}

/** The 'Privacy Policy' modal, dated January 11, 2024. */
export function PrivacyModal({ open, onOpenChange }: LegalModalProps) {
  return (
    <LegalModal open={open} onOpenChange={onOpenChange} title="Privacy Policy" sections={PRIVACY_SECTIONS} />
  );
}
