import { ChevronRight, Gift, MessageSquareHeart, PartyPopper, Send } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { BirthdayView } from '../features/birthdays/utils/birthday-view';
import { type GiftTarget, GiftWizard } from '../features/gifts/components/gift-wizard';
import { MessageSettingsModal } from '../features/message-settings/components/message-settings-modal';
import { VoiceInput } from '../features/voice/components/voice-input';
import { WishModal, type WishTarget } from '../features/wishes/components/wish-modal';

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
  const openMessageSettings = useCallback(() => setSettingsOpen(true), []);
  const closeWish = useCallback(() => setWish(null), []);
  const value = useMemo(
    () => ({ openWish: setWish, openGifts: setGifts, openMessageSettings }),
    [openMessageSettings],
  );
  return (
    <Context.Provider value={value}>
      {children}
      <WishModal target={wish} onClose={closeWish} onOpenMessageSettings={openMessageSettings} />
      <GiftWizard target={gifts} onClose={() => setGifts(null)} />
      <MessageSettingsModal open={settingsOpen} onOpenChange={setSettingsOpen} />
    </Context.Provider>
  );
}

/** 'Send Wishes' and 'Gift Ideas' in the details modal, which closes as the chosen one opens. */
export function BirthdayAiActions({ birthday, close }: { birthday: BirthdayView; close: () => void }) {
  const { openWish, openGifts } = useAiModals();
  return (
    <>
      <button
        type="button"
        className="btn-primary"
        onClick={() => {
          close();
          openWish(birthday);
        }}
      >
        <PartyPopper className="size-4" aria-hidden />
        Send Wishes
      </button>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => {
          close();
          openGifts(birthday);
        }}
      >
        <Gift className="size-4" aria-hidden />
        Gift Ideas
      </button>
    </>
  );
}

/** A row's quick 'Send wishes' button on Home. */
export function WishRowButton({ birthday }: { birthday: BirthdayView }) {
  const { openWish } = useAiModals();
  return (
    <button
      type="button"
      className="btn-secondary shrink-0 self-stretch"
      aria-label="Send wishes"
      title={`Send wishes to ${birthday.name}`}
      onClick={() => openWish(birthday)}
    >
      <Send className="size-4" aria-hidden />
    </button>
  );
}

export const voiceInputSlot = (fill: (spoken: { name: string; date: string }) => void) => (
  <VoiceInput onRecognized={fill} />
);

/** The Settings menu entry for Message Settings. */
export function MessageSettingsEntry() {
  const { openMessageSettings } = useAiModals();
  return (
    <button
      type="button"
      onClick={openMessageSettings}
      className="flex w-full items-center gap-3 p-4 text-left transition hover:bg-slate-50"
    >
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600"
      >
        <MessageSquareHeart className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">Message Settings</span>
        <span className="block text-sm text-slate-500">Tone and language of your wishes</span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
    </button>
  );
}
