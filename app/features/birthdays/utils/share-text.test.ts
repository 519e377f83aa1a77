import '@shared/kept-calendars/all';
import he from '@shared/i18n/catalogs/he.json';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { birthdayShareText, shareOrCopy, userIdShareText } from './share-text';

const english = createIntl({ locale: 'en', messages: {} });
const hebrew = createIntl({ locale: 'he', messages: he });

describe('share texts', () => {
  it("reads as the birthday's name and 'Month day-ordinal', with notes when there are some", () => {
    expect(birthdayShareText(english, { name: 'Ada Lovelace', month: 12, day: 10, notes: '' })).toBe(
      "Ada Lovelace's birthday is on December 10th",
    );
    expect(birthdayShareText(english, { name: 'Grace', month: 12, day: 2, notes: 'Loves tea' })).toBe(
      "Grace's birthday is on December 2nd\nNotes: Loves tea",
    );
  });

  it('says a birthday kept in another calendar in that calendar', () => {
    expect(
      birthdayShareText(english, { name: 'Grandma', month: 8, day: 15, notes: '', calendar: 'chinese' }),
    ).toBe("Grandma's birthday is on the 15th day of the 8th month (Chinese lunar)");
    expect(
      birthdayShareText(english, { name: 'Avi', month: 13, day: 29, notes: '', calendar: 'hebrew' }),
    ).toBe("Avi's birthday is on 29 Elul (Hebrew)");
    expect(
      birthdayShareText(english, { name: 'Ada', month: 12, day: 10, notes: '', calendar: 'gregory' }),
    ).toBe("Ada's birthday is on December 10th");
  });

  it('says the date and the notes in the chosen language, the name as written', () => {
    expect(birthdayShareText(hebrew, { name: 'Ada', month: 12, day: 10, notes: 'תה' })).toBe(
      'יום הולדת של Ada: 10 בדצמבר\nהערות: תה',
    );
    expect(
      birthdayShareText(hebrew, { name: 'Avi', month: 13, day: 29, notes: '', calendar: 'hebrew' }),
    ).toBe('יום הולדת של Avi: כ״ט באלול');
  });

  it('invites people to add my User ID', () => {
    expect(userIdShareText(english, '7KQ2M9XHTR')).toBe('Add me on Cakeday! My User ID: 7KQ2M9XHTR');
  });
});

describe('shareOrCopy', () => {
  const data = { title: 'T', text: 'hello' };
  const writeText = vi.fn(async () => {});
  afterEach(() => {
    vi.unstubAllGlobals();
    writeText.mockClear();
  });
  const stubNavigator = (share?: (d: unknown) => Promise<void>) =>
    vi.stubGlobal('navigator', { share, clipboard: { writeText } });

  it('uses the Web Share API when the browser has it', async () => {
    const share = vi.fn(async () => {});
    stubNavigator(share);
    expect(await shareOrCopy(data)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('falls back to the clipboard without it', async () => {
    stubNavigator();
    expect(await shareOrCopy(data)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('hello');
  });

  it('treats a closed share sheet as cancelled, and another refusal as a reason to copy', async () => {
    stubNavigator(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    expect(await shareOrCopy(data)).toBe('cancelled');
    stubNavigator(async () => {
      throw new DOMException('no gesture', 'NotAllowedError');
    });
    expect(await shareOrCopy(data)).toBe('copied');
  });
});
