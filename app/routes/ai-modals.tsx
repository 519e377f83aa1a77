import { MenuEntry } from '@app/components/menu-entry';
import type { GiftTarget } from '@app/features/gifts/components/gift-wizard';
import { useMessageSettings } from '@app/features/message-settings/api/get-message-settings';
import type { WishTarget } from '@app/features/wishes/components/wish-modal';
import { lazyComponent, lazyShown } from '@app/lib/lazy-shown';
import { Languages } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';

// Each modal downloads when it first opens.
const WishModal = lazyShown(
  () => import('@app/features/wishes/components/wish-modal').then((m) => m.WishModal),
  ({ target }) => target !== null,
);
const GiftWizard = lazyShown(
  () => import('@app/features/gifts/components/gift-wizard').then((m) => m.GiftWizard),
  ({ target }) => target !== null,
);
// Part of the Add Birthday form: it arrives with the form (the same Suspense boundary).
const VoiceInput = lazyComponent(() =>
  import('@app/features/voice/components/voice-input').then((m) => m.VoiceInput),
);
const MessageSettingsModal = lazyShown(
  () =>
    import('@app/features/message-settings/components/message-settings-modal').then(
      (m) => m.MessageSettingsModal,
    ),
  ({ open }) => open,
);

type AiModals = {
  openWish: (target: WishTarget) => void;
  openGifts: (target: GiftTarget) => void;
  openMessageSettings: () => void;
};

const Context = createContext<AiModals | null>(null);

export function useAiModals(): AiModals {
  const value = useContext(Context);
  if (!value) throw new Error('useAiModals needs an AiModalsProvider');
  return value;
}

/** The wish, gift and Message Settings modals, opened from the details modal, Home and Settings. */
export function AiModalsProvider({ children }: { children: ReactNode }) {
  const [wish, setWish] = useState<WishTarget | null>(null);
  const [gifts, setGifts] = useState<GiftTarget | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Read while a wish is open, so a change saved from inside it (or in another tab) rewrites the wish.
  const messageSettings = useMessageSettings({ enabled: wish !== null });
  const openMessageSettings = useCallback(() => setSettingsOpen(true), []);
  const closeWish = useCallback(() => setWish(null), []);
  const value = useMemo(
    () => ({ openWish: setWish, openGifts: setGifts, openMessageSettings }),
    [openMessageSettings],
  );
  return (
    <Context.Provider value={value}>
      {children}
      <WishModal
        target={wish}
        settings={messageSettings.data}
        onClose={closeWish}
        onOpenMessageSettings={openMessageSettings}
      />
      <GiftWizard target={gifts} onClose={() => setGifts(null)} />
      <MessageSettingsModal open={settingsOpen} onOpenChange={setSettingsOpen} />
    </Context.Provider>
  );
}

export const voiceInputSlot = (fill: (spoken: { name?: string; date?: string }) => boolean) => (
  <VoiceInput onRecognized={fill} />
);

/** The Settings menu entry for Message Settings. */
export function MessageSettingsEntry() {
  const { openMessageSettings } = useAiModals();
  const intl = useIntl();
  return (
    <MenuEntry
      icon={Languages}
      title={intl.formatMessage({ id: 'menu.messageSettings', defaultMessage: 'Message Settings' })}
      hint={intl.formatMessage({
        id: 'menu.messageSettingsHint',
        defaultMessage: 'Tone and language of your wishes',
      })}
      onClick={openMessageSettings}
    />
  );
}
