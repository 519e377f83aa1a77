import { CopyButton } from '@app/components/copy-button';
import { MenuEntry } from '@app/components/menu-entry';
import { PageHeading } from '@app/components/page-heading';
import { DeleteAccountModal } from '@app/features/account/components/delete-account-modal';
import { AddressBooksModal } from '@app/features/address-books/components/address-books-modal';
import { useSignOut } from '@app/features/auth/api/sign-out';
import { CalendarFeedSettings } from '@app/features/calendar-feed/components/calendar-feed-settings';
import { SendFeedbackModal } from '@app/features/feedback/components/send-feedback-modal';
import { HowToShareModal } from '@app/features/help/components/how-to-share-modal';
import { AddToHomeScreenModal } from '@app/features/install/components/add-to-home-screen-modal';
import { useShowAddToHomeScreen } from '@app/features/install/hooks/use-install';
import { ConfirmWithPasskey } from '@app/features/passkeys/components/confirm-with-passkey';
import { PasskeyMethods } from '@app/features/passkeys/components/passkey-methods';
import { disablePushOnThisDevice } from '@app/features/push/api/push-subscription';
import { ReminderSettingsModal } from '@app/features/reminders/components/reminder-settings-modal';
import { SignInMethodsModal } from '@app/features/sign-in-methods/sign-in-methods-modal';
import { LanguageSetting } from '@app/i18n/language-setting';
import { useMe } from '@app/lib/session';
import { toast } from '@app/lib/toast';
import { MSG } from '@shared/messages';
import { REMINDER_CHANNELS } from '@shared/reminder-channels';
import {
  BellRing,
  BookUser,
  HelpCircle,
  KeyRound,
  LogOut,
  MessageSquareHeart,
  Smartphone,
  Trash2,
} from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { MessageSettingsEntry } from './ai-modals';
import { usePushControls } from './use-push-controls';

export function SettingsPage() {
  const intl = useIntl();
  const me = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const push = usePushControls();
  const [remindersOpen, setRemindersOpen] = useState(false);
  // "Fix it" on a paused channel's notice (Home, Notifications) opens its row here.
  const [params, setParams] = useSearchParams();
  const fix = REMINDER_CHANNELS.find((id) => id === params.get('fix'));
  // Reminder Settings' SMS row of an account without a phone links here: Sign-in methods, adding one.
  const addPhone = params.get('add') === 'phone';
  function onRemindersOpenChange(open: boolean) {
    setRemindersOpen(open);
    if (!open && fix) setParams({}, { replace: true });
  }
  const [methodsOpen, setMethodsOpen] = useState(false);
  function onMethodsOpenChange(open: boolean) {
    setMethodsOpen(open);
    if (!open && addPhone) setParams({}, { replace: true });
  }
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [addressBooksOpen, setAddressBooksOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [installOpen, setInstallOpen] = useState(false);
  const [howToShareOpen, setHowToShareOpen] = useState(false);
  const showInstall = useShowAddToHomeScreen();

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
      <PageHeading
        title={intl.formatMessage({ id: 'settings.title', defaultMessage: 'Settings' })}
        subtitle={intl.formatMessage({ id: 'settings.subtitle', defaultMessage: 'Manage your preferences' })}
      />
      <section
        aria-labelledby="user-id-heading"
        className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
      >
        <h2 id="user-id-heading" className="text-sm font-medium text-ink-4">
          {intl.formatMessage({ id: 'settings.userIdHeading', defaultMessage: 'Your User ID' })}
        </h2>
        <div className="mt-1 flex items-center justify-between gap-3">
          <code dir="ltr" className="font-mono text-lg font-semibold tracking-wider">
            {me?.id}
          </code>
          <CopyButton text={me?.id ?? ''} copied={MSG.userIdCopied} failed={MSG.failedCopyUserId} />
        </div>
        <p className="mt-2 text-xs text-ink-4">
          {intl.formatMessage({
            id: 'settings.userIdHint',
            defaultMessage: 'Share it with family so they can send you birthdays.',
          })}
        </p>
      </section>
      <LanguageSetting />
      <CalendarFeedSettings />
      <ul
        aria-label={intl.formatMessage({ id: 'settings.menuLabel', defaultMessage: 'Settings menu' })}
        className="divide-y divide-line-soft overflow-hidden rounded-2xl bg-surface shadow-sm ring-1 ring-line"
      >
        <MenuEntry
          icon={BellRing}
          title={intl.formatMessage({ id: 'menu.remindersTitle', defaultMessage: 'Reminder Settings' })}
          hint={intl.formatMessage({
            id: 'menu.remindersHint',
            defaultMessage: 'When and how you get reminded',
          })}
          onClick={() => setRemindersOpen(true)}
          tone="bg-warn-soft text-amber-600"
        />
        <MessageSettingsEntry />
        <MenuEntry
          icon={KeyRound}
          title={intl.formatMessage({ id: 'menu.signInMethodsTitle', defaultMessage: 'Sign-in methods' })}
          hint={intl.formatMessage({
            id: 'menu.signInMethodsHint',
            defaultMessage: 'Your phone number, email address and passkeys',
          })}
          onClick={() => setMethodsOpen(true)}
        />
        <MenuEntry
          icon={BookUser}
          title={intl.formatMessage({ id: 'menu.addressBooksTitle', defaultMessage: 'Address books' })}
          hint={intl.formatMessage({
            id: 'menu.addressBooksHint',
            defaultMessage: 'Birthdays from iCloud, Nextcloud, Fastmail or any CardDAV server',
          })}
          onClick={() => setAddressBooksOpen(true)}
        />
        {showInstall ? (
          <MenuEntry
            icon={Smartphone}
            title={intl.formatMessage({ id: 'menu.installTitle', defaultMessage: 'Add to Home Screen' })}
            hint={intl.formatMessage({ id: 'menu.installHint', defaultMessage: 'Open Cakeday like an app' })}
            onClick={() => setInstallOpen(true)}
          />
        ) : null}
        <MenuEntry
          icon={HelpCircle}
          title={intl.formatMessage({ id: 'menu.howToShareTitle', defaultMessage: 'How to Share' })}
          hint={intl.formatMessage({
            id: 'menu.howToShareHint',
            defaultMessage: 'Send birthdays to family and friends',
          })}
          onClick={() => setHowToShareOpen(true)}
        />
        <MenuEntry
          icon={MessageSquareHeart}
          title={intl.formatMessage({ id: 'menu.feedbackTitle', defaultMessage: 'Send Feedback' })}
          hint={intl.formatMessage({
            id: 'menu.feedbackHint',
            defaultMessage: 'Ideas, bugs, anything on your mind',
          })}
          onClick={() => setFeedbackOpen(true)}
        />
        <MenuEntry
          icon={Trash2}
          title={intl.formatMessage({ id: 'menu.deleteAccountTitle', defaultMessage: 'Delete Account' })}
          hint={intl.formatMessage({
            id: 'menu.deleteAccountHint',
            defaultMessage: 'Remove your account and all its data',
          })}
          onClick={() => setDeleteOpen(true)}
          tone="bg-danger-soft text-danger"
        />
      </ul>
      <ReminderSettingsModal
        open={(remindersOpen || fix !== undefined) && !addPhone}
        onOpenChange={onRemindersOpenChange}
        push={push}
        focusChannel={fix}
      />
      <SignInMethodsModal
        open={methodsOpen || addPhone}
        onOpenChange={onMethodsOpenChange}
        adding={addPhone ? 'phone' : null}
      >
        <PasskeyMethods />
      </SignInMethodsModal>
      <SendFeedbackModal open={feedbackOpen} onOpenChange={setFeedbackOpen} />
      <AddressBooksModal open={addressBooksOpen} onOpenChange={setAddressBooksOpen} />
      <DeleteAccountModal
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        otherWay={(confirmed) => <ConfirmWithPasskey onConfirmed={confirmed} />}
      />
      <AddToHomeScreenModal open={installOpen} onOpenChange={setInstallOpen} />
      <HowToShareModal open={howToShareOpen} onOpenChange={setHowToShareOpen} />
      <button
        type="button"
        className="btn-secondary w-full text-danger"
        disabled={signOut.isPending}
        onClick={onSignOut}
      >
        <LogOut className="size-4" aria-hidden />
        {signOut.isPending
          ? intl.formatMessage({ id: 'settings.signingOut', defaultMessage: 'Signing out...' })
          : intl.formatMessage({ id: 'settings.signOut', defaultMessage: 'Sign Out' })}
      </button>
    </div>
  );
}
