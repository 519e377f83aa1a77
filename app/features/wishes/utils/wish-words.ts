import { kindNameIn } from '@app/i18n/shared-words';
import { kindOf } from '@shared/date-kinds';
import { MSG } from '@shared/messages';
import type { IntlShape } from 'react-intl';

/** The day a wish is for: a birthday unless its kind says otherwise (shared/date-kinds). */
export type WishDay = { name: string; kind?: string | undefined; label?: string | undefined };

/** The modal's words in the chosen language for the day (its toasts are the spec's sentences). */
function textsOf(intl: IntlShape, { name, kind, label }: WishDay) {
  if (!kindOf(kind).celebrates) {
    return {
      title: intl.formatMessage({ id: 'wish.remembrance.title', defaultMessage: 'Write a message' }),
      shareTitle: intl.formatMessage(
        { id: 'wish.remembrance.shareTitle', defaultMessage: 'Remembering {name}' },
        { name },
      ),
      placeholder: intl.formatMessage({
        id: 'wish.remembrance.placeholder',
        defaultMessage: 'Write your message',
      }),
      writing: intl.formatMessage({ id: 'wish.remembrance.writing', defaultMessage: 'Writing a message...' }),
      done: {
        sent: intl.formatMessage({ id: 'wish.remembrance.sent', defaultMessage: 'Sent.' }),
        copied: intl.formatMessage({ id: 'wish.remembrance.copied', defaultMessage: 'Copied.' }),
      },
      onItsWay: intl.formatMessage(
        { id: 'wish.remembrance.onItsWay', defaultMessage: 'Your message for {name} is on its way.' },
        { name },
      ),
    };
  }
  const celebrating = {
    placeholder: intl.formatMessage({ id: 'wish.placeholder', defaultMessage: 'Write your wish' }),
    writing: intl.formatMessage({ id: 'wish.writing', defaultMessage: 'Writing a wish...' }),
    done: {
      sent: intl.formatMessage({ id: 'wish.sent', defaultMessage: 'Sent! 🎉' }),
      copied: intl.formatMessage({ id: 'wish.copied', defaultMessage: 'Copied! 🎉' }),
    },
    onItsWay: intl.formatMessage(
      { id: 'wish.onItsWay', defaultMessage: 'Your wish for {name} is on its way.' },
      { name },
    ),
  };
  if (kind === 'anniversary') {
    return {
      title: intl.formatMessage({ id: 'wish.anniversary.title', defaultMessage: 'Send Anniversary Wishes' }),
      shareTitle: intl.formatMessage(
        { id: 'wish.anniversary.shareTitle', defaultMessage: 'Happy anniversary, {name}!' },
        { name },
      ),
      ...celebrating,
    };
  }
  if (kind === 'other') {
    return {
      title: intl.formatMessage({ id: 'wish.other.title', defaultMessage: 'Send Wishes' }),
      shareTitle: intl.formatMessage(
        { id: 'wish.other.shareTitle', defaultMessage: '{day}: {name}' },
        { day: kindNameIn(intl, kind, label), name },
      ),
      ...celebrating,
    };
  }
  return {
    title: intl.formatMessage({ id: 'wish.birthday.title', defaultMessage: 'Send Birthday Wishes' }),
    shareTitle: intl.formatMessage(
      { id: 'wish.birthday.shareTitle', defaultMessage: 'Happy birthday, {name}!' },
      { name },
    ),
    ...celebrating,
  };
}

/**
 * The wish modal's words for the day it is for: the spec's for a birthday, the same with the day's own
 * name for an anniversary or a named day, and for a remembrance quiet ones, with no celebration in them.
 */
export function wishWords(intl: IntlShape, day: WishDay) {
  const celebrates = kindOf(day.kind).celebrates;
  return {
    ...textsOf(intl, day),
    celebrate: celebrates,
    copied: celebrates ? MSG.wishCopied : MSG.messageCopied,
    failed: celebrates ? MSG.failedWish : MSG.failedMessage,
    failedCopy: celebrates ? MSG.failedCopyWish : MSG.failedCopyMessage,
  };
}
