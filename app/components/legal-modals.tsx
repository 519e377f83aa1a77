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
    body: 'Cakeday helps you keep a list of birthdays, get reminders and write wishes. Use it for personal, lawful purposes, and do not use it to send people messages they do not want.',
  },
  {
    heading: 'Your account',
    body: 'You sign in with a phone number that can receive SMS. Sign-in codes are single-use and expire after 10 minutes. Keep your phone and your codes to yourself; you are responsible for what happens in your account.',
  },
  {
    heading: 'Wishes and gift ideas',
    body: 'AI-written wishes and gift ideas are suggestions and can be wrong or a poor fit. Read them before you send anything; you are responsible for the messages you choose to send.',
  },
  {
    heading: 'A self-hosted service',
    body: 'This Cakeday server is run by its operator and is provided "as is", without warranties. Reminders depend on SMS carriers and your device, so they can be late or fail. Please do not rely on Cakeday alone for anything critical.',
  },
  {
    heading: 'Ending your account',
    body: 'You can delete your account at any time from Settings. The operator may suspend accounts that abuse the service.',
  },
  {
    heading: 'Changes',
    body: 'These terms may change. The date above shows when they were last updated.',
  },
];

const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'What we store',
    body: 'Your phone number, the birthdays you add (names, dates, categories, notes and, if you add them, phone numbers and interests), your reminder and message settings, and any feedback you send.',
  },
  {
    heading: 'Sign-in codes',
    body: 'To confirm your phone number we send a one-time code by SMS. A code is kept only until it is used or expires after 10 minutes. A cookie keeps you signed in for up to 30 days.',
  },
  {
    heading: 'AI features',
    body: 'When you ask for a wish or gift ideas, the request goes through this server to the AI text service, with only what that request needs, such as a name, interests, tone and language. Your browser never talks to the AI service directly.',
  },
  {
    heading: 'Who can see your data',
    body: 'Only you can see your birthday list. If you share birthdays with another user by their User ID, they get a copy once they accept. We do not sell your data or show ads.',
  },
  {
    heading: 'Export and deletion',
    body: 'You can export your birthdays to CSV at any time. Deleting your account in Settings removes your account and your birthdays from this server.',
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
        className="-mx-1 max-h-[55dvh] space-y-4 overflow-y-auto rounded-xl px-1 text-sm leading-relaxed text-slate-600"
      >
        {sections.map((section) => (
          <div key={section.heading}>
            <h3 className="font-semibold text-slate-900">{section.heading}</h3>
            <p className="mt-1">{section.body}</p>
          </div>
        ))}
      </section>
      <div className="mt-5 flex justify-end border-t border-slate-100 pt-4">
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
