// No database.

import he from '@shared/i18n/catalogs/he.json';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { type WishDay, wishWords as wordsIn } from './wish-words';

const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
const wishWords = (day: WishDay) => wordsIn(english, day);

describe("the wish modal's words", () => {
  it("keep the spec's for a birthday, also one kept before there were kinds", () => {
    for (const kind of ['birthday', undefined]) {
      expect(wishWords({ name: 'Ada', kind })).toMatchObject({
        title: 'Send Birthday Wishes',
        shareTitle: 'Happy birthday, Ada!',
        celebrate: true,
        done: { sent: 'Sent! 🎉', copied: 'Copied! 🎉' },
      });
    }
  });

  it('name an anniversary and a day the user names', () => {
    expect(wishWords({ name: 'Ann & Bob', kind: 'anniversary' })).toMatchObject({
      title: 'Send Anniversary Wishes',
      shareTitle: 'Happy anniversary, Ann & Bob!',
    });
    expect(wishWords({ name: 'Maria', kind: 'other', label: 'Name day' })).toMatchObject({
      title: 'Send Wishes',
      shareTitle: 'Name day: Maria',
    });
  });

  it('write a message for a remembrance, with no celebration and no confetti', () => {
    const words = wishWords({ name: 'Grandpa Joe', kind: 'remembrance' });
    expect(words).toEqual({
      title: 'Write a message',
      shareTitle: 'Remembering Grandpa Joe',
      celebrate: false,
      placeholder: 'Write your message',
      writing: 'Writing a message...',
      copied: 'Message copied to clipboard.',
      failed: 'Could not write a message just now. Please try again.',
      failedCopy: 'Failed to copy the message',
      done: { sent: 'Sent.', copied: 'Copied.' },
      onItsWay: 'Your message for Grandpa Joe is on its way.',
    });
    expect(JSON.stringify(words)).not.toMatch(/happy|wish|🎉/i);
  });
});

describe("the wish modal's words in Hebrew", () => {
  it("say the day's wishes and a remembrance's message in Hebrew", () => {
    const hebrew = createIntl({ locale: 'he', defaultLocale: 'en', messages: he });
    expect(wordsIn(hebrew, { name: 'דנה', kind: 'birthday' }).shareTitle).toBe('יום הולדת שמח, דנה!');
    const { title, shareTitle, placeholder, writing, done, onItsWay } = wordsIn(hebrew, {
      name: 'סבא יוסף',
      kind: 'remembrance',
    });
    // The toasts' sentences are the spec's, translated where they are shown (app/lib/toast.ts).
    expect([title, shareTitle, placeholder, writing, done.sent, done.copied, onItsWay].join(' ')).not.toMatch(
      /[A-Za-z]/,
    );
  });
});
