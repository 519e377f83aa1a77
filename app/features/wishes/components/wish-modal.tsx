import { CopyButton } from '@app/components/copy-button';
import { Modal } from '@app/components/modal';
import { languageNameIn, toneNameIn } from '@app/i18n/shared-words';
import { useSpecText } from '@app/i18n/spec-text';
import { errorMessage } from '@app/lib/api-client';
import { shareOrCopy } from '@app/lib/share-or-copy';
import { toast } from '@app/lib/toast';
import { useAfter } from '@app/lib/use-after';
import { SHARE_CONFIRMATION_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { type MessageSettings, WISH_MAX_CHARS, type WishAnswer } from '@shared/schemas/ai';
import { MessageCircle, MessageSquareText, RefreshCw, Send, Settings2, Share2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useGenerateWish } from '../api/generate-wish';
import { celebrate } from '../utils/confetti';
import { phoneDigits, smsLink, telegramLink, type WishRecipient, whatsAppLink } from '../utils/share-links';
import { type WishDay, wishWords } from '../utils/wish-words';

export type WishTarget = WishRecipient & WishDay & { id: string };

// Who wrote the wish, said plainly: a model where the operator set one up and it answered well,
// else the built-in templates (also when a configured model failed).
function writtenByIn(intl: IntlShape, source: WishAnswer['source']) {
  return source === 'ai'
    ? intl.formatMessage({
        id: 'wish.writtenByAi',
        defaultMessage: 'Written by AI. Read it before you send it.',
      })
    : intl.formatMessage({
        id: 'wish.writtenOffline',
        defaultMessage: "Written from Cakeday's own templates.",
      });
}

type Props = {
  target: WishTarget | null;
  /** The user's Message Settings as last read; the wish is written again when they change. */
  settings: MessageSettings | undefined;
  onClose: () => void;
  onOpenMessageSettings: () => void;
};

/**
 * 'Send Birthday Wishes' ('Write a message' for a remembrance): generate, edit, regenerate, then send by
 * SMS, WhatsApp, Telegram or the share sheet.
 */
export function WishModal({ target, settings, onClose, onOpenMessageSettings }: Props) {
  const intl = useIntl();
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target ? wishWords(intl, target).title : ''}
      description={
        target
          ? intl.formatMessage(
              { id: 'wish.description', defaultMessage: 'A message for {name}' },
              { name: target.name },
            )
          : undefined
      }
    >
      {target ? (
        <WishComposer
          key={target.id}
          target={target}
          settings={settings}
          onClose={onClose}
          onOpenMessageSettings={onOpenMessageSettings}
        />
      ) : null}
    </Modal>
  );
}

function WishComposer({ target, settings, onClose, onOpenMessageSettings }: Props & { target: WishTarget }) {
  const generate = useGenerateWish();
  const [answer, setAnswer] = useState<WishAnswer | null>(null);
  const [text, setText] = useState('');
  const [done, setDone] = useState<'sent' | 'copied' | null>(null);
  const textId = useId();
  const started = useRef(false);
  const latest = useRef(0);
  const seenSettings = useRef<string | null>(null);
  const intl = useIntl();
  const spec = useSpecText();
  const words = wishWords(intl, target);

  async function write() {
    // Only the last request's wish is shown, whichever answer arrives first.
    const request = ++latest.current;
    try {
      const next = await generate.mutateAsync({ birthdayId: target.id, previous: answer?.text });
      if (request !== latest.current) return;
      setAnswer(next);
      setText(next.text);
    } catch (err) {
      if (request === latest.current) toast.error(errorMessage(err, words.failed));
    }
  }

  // The first wish is written as the modal opens (once, even when React runs effects twice).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opened modal.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void write();
  }, []);

  // Message Settings changed while the wish is open (saved from its own button, or in another tab):
  // the wish is written again at once in the new tone and language. A remembrance keeps its own tone,
  // so only its language counts.
  const keyOf = ({ tone, language }: { tone: string; language: string }) =>
    words.celebrate ? `${tone}/${language}` : language;
  const settingsKey = settings ? keyOf(settings) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a change of settings only.
  useEffect(() => {
    if (!settingsKey) return;
    const before = seenSettings.current;
    seenSettings.current = settingsKey;
    if (before === null || before === settingsKey) return;
    if (answer && keyOf(answer) === settingsKey) return;
    void write();
  }, [settingsKey]);

  // Spec §4: the 'copied/sent' state lasts 3 s, then the modal closes.
  useAfter(done !== null, SHARE_CONFIRMATION_MS, onClose);

  function finish(how: 'sent' | 'copied') {
    setDone(how);
    // A remembrance is never a celebration: no confetti for a message sent on it.
    if (words.celebrate) celebrate();
  }

  async function onShare() {
    try {
      const result = await shareOrCopy({ title: words.shareTitle, text: message });
      if (result === 'copied') toast.success(words.copied);
      if (result !== 'cancelled') finish(result === 'copied' ? 'copied' : 'sent');
    } catch {
      toast.error(words.failedCopy);
    }
  }

  const message = text.trim();
  const digits = phoneDigits(target);
  const writing = generate.isPending;

  if (done) {
    return (
      <div role="status" className="rounded-2xl bg-ok-soft p-6 text-center">
        <p className="text-lg font-bold text-ok">{words.done[done]}</p>
        <p className="mt-1 text-sm text-ok">{words.onItsWay}</p>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2 text-sm text-ink-4">
        <span>
          {answer
            ? intl.formatMessage(
                {
                  id: 'wish.answerSettings',
                  defaultMessage: '{tone} · {language}{belated, select, yes { · belated} other {}}',
                },
                {
                  tone: toneNameIn(intl, answer.tone),
                  language: languageNameIn(intl, answer.language),
                  belated: answer.belated ? 'yes' : 'no',
                },
              )
            : intl.formatMessage({ id: 'wish.yourSettings', defaultMessage: 'Your message settings' })}
        </span>
        <button
          type="button"
          className="inline-flex items-center gap-1 font-medium text-accent-ink hover:underline"
          onClick={onOpenMessageSettings}
        >
          <Settings2 className="size-4" aria-hidden />
          {intl.formatMessage({ id: 'wish.messageSettings', defaultMessage: 'Message Settings' })}
        </button>
      </div>
      <div>
        <label htmlFor={textId} className="field-label">
          {intl.formatMessage({ id: 'wish.yourMessage', defaultMessage: 'Your message' })}
        </label>
        <textarea
          id={textId}
          rows={4}
          maxLength={1000}
          className="field-input"
          value={text}
          disabled={writing && !text}
          placeholder={writing ? words.writing : words.placeholder}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="mt-1 flex items-start justify-between gap-3 text-xs">
          <p className="text-ink-4">{answer ? writtenByIn(intl, answer.source) : null}</p>
          <p className={message.length >= WISH_MAX_CHARS ? 'text-warn' : 'text-ink-4'}>
            {intl.formatMessage(
              { id: 'wish.length', defaultMessage: '{length}/{max}' },
              { length: String(message.length), max: String(WISH_MAX_CHARS) },
            )}
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <button type="button" className="btn-secondary" onClick={write} disabled={writing}>
          <RefreshCw className={`size-4 ${writing ? 'animate-spin' : ''}`} aria-hidden />
          {writing
            ? intl.formatMessage({ id: 'wish.regenerating', defaultMessage: 'Writing...' })
            : intl.formatMessage({ id: 'wish.regenerate', defaultMessage: 'Regenerate' })}
        </button>
        <CopyButton text={message} copied={words.copied} failed={words.failedCopy} disabled={!message} />
      </div>
      <div className="space-y-2">
        <p className="text-sm font-medium text-ink-2">
          {intl.formatMessage({ id: 'wish.sendVia', defaultMessage: 'Send via' })}
        </p>
        <div className="grid grid-cols-2 gap-2">
          <ChannelLink
            href={digits && message ? smsLink(digits, message) : null}
            onSent={() => finish('sent')}
            icon={<MessageSquareText className="size-4" aria-hidden />}
          >
            {intl.formatMessage({ id: 'wish.sms', defaultMessage: 'SMS' })}
          </ChannelLink>
          <ChannelLink
            href={digits && message ? whatsAppLink(digits, message) : null}
            onSent={() => finish('sent')}
            icon={<MessageCircle className="size-4" aria-hidden />}
            external
          >
            {intl.formatMessage({ id: 'wish.whatsApp', defaultMessage: 'WhatsApp' })}
          </ChannelLink>
          <ChannelLink
            href={message ? telegramLink(message, window.location.origin) : null}
            onSent={() => finish('sent')}
            icon={<Send className="size-4" aria-hidden />}
            external
          >
            {intl.formatMessage({ id: 'wish.telegram', defaultMessage: 'Telegram' })}
          </ChannelLink>
          <button type="button" className="btn-secondary" onClick={onShare} disabled={!message}>
            <Share2 className="size-4" aria-hidden />
            {intl.formatMessage({ id: 'wish.share', defaultMessage: 'Share' })}
          </button>
        </div>
        {!message && !writing ? <p className="field-help">{spec(MSG.wishNeedsMessage)}</p> : null}
        {!digits ? <p className="field-help">{spec(MSG.wishNeedsPhone)}</p> : null}
      </div>
    </div>
  );
}

type ChannelProps = {
  href: string | null;
  onSent: () => void;
  icon: ReactNode;
  external?: boolean;
  children: ReactNode;
};

/** A share link; without a message (or a phone, where the channel needs one) a disabled button instead. */
function ChannelLink({ href, onSent, icon, external, children }: ChannelProps) {
  if (!href) {
    return (
      <button type="button" className="btn-secondary" disabled>
        {icon}
        {children}
      </button>
    );
  }
  return (
    <a
      href={href}
      className="btn-secondary"
      onClick={onSent}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {icon}
      {children}
    </a>
  );
}
