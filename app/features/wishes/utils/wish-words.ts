import { kindName, kindOf } from '@shared/date-kinds';
import { MSG } from '@shared/messages';

/** The day a wish is for: a birthday unless its kind says otherwise (shared/date-kinds). */
export type WishDay = { name: string; kind?: string | undefined; label?: string | undefined };

/**
 * The wish modal's words for the day it is for: the spec's for a birthday, the same with the day's own
 * name for an anniversary or a named day, and for a remembrance quiet ones, with no celebration in them.
 */
export function wishWords({ name, kind, label }: WishDay) {
  if (!kindOf(kind).celebrates) {
    return {
      title: 'Write a message',
      shareTitle: `Remembering ${name}`,
      celebrate: false,
      placeholder: 'Write your message',
      writing: 'Writing a message...',
      copied: MSG.messageCopied,
      failed: MSG.failedMessage,
      failedCopy: MSG.failedCopyMessage,
      done: { sent: 'Sent.', copied: 'Copied.' },
      onItsWay: `Your message for ${name} is on its way.`,
    };
  }
  const day = kind === 'anniversary' ? 'Anniversary' : kind === 'other' ? kindName(kind, label) : 'Birthday';
  return {
    title: kind === 'other' ? 'Send Wishes' : `Send ${day} Wishes`,
    shareTitle: kind === 'other' ? `${day}: ${name}` : `Happy ${day.toLowerCase()}, ${name}!`,
    celebrate: true,
    placeholder: 'Write your wish',
    writing: 'Writing a wish...',
    copied: MSG.wishCopied,
    failed: MSG.failedWish,
    failedCopy: MSG.failedCopyWish,
    done: { sent: 'Sent! 🎉', copied: 'Copied! 🎉' },
    onItsWay: `Your wish for ${name} is on its way.`,
  };
}
