import { LOCALE_IDS } from '@shared/i18n/locales';
import { describe, expect, it } from 'vitest';
import { counted, YEARS } from './definition';
import { DATE_KINDS, kindName, kindOf } from './index';

const parts = (
  over: Partial<{ name: string; when: string; count: number | null; today: boolean; label: string }>,
) => ({
  name: 'Ann & Bob',
  when: 'tomorrow',
  count: null,
  today: false,
  label: '',
  ...over,
});

describe('the kinds of date', () => {
  it('offer the birthday first and the day the user names last', () => {
    expect(DATE_KINDS.map((k) => k.name)).toEqual(['Birthday', 'Anniversary', 'Remembrance', 'Other']);
  });

  it('read an unknown or missing kind as a birthday', () => {
    expect(kindOf('coming-of-age').id).toBe('birthday');
    expect(kindOf(null).id).toBe('birthday');
    expect(kindName('other', 'Name day')).toBe('Name day');
    expect(kindName('anniversary', 'ignored')).toBe('Anniversary');
  });

  it('keep every birthday sentence of the reminders as it was', () => {
    const { reminder } = kindOf('birthday');
    expect(reminder.en(parts({ name: 'Ada', count: 36 }))).toBe('Ada turns 36 tomorrow');
    expect(reminder.en(parts({ name: 'Ada' }))).toBe("Ada's birthday is tomorrow");
    expect(reminder.fr(parts({ name: 'Ada', when: "aujourd'hui", count: 1, today: true }))).toBe(
      "Ada a 1 an aujourd'hui",
    );
    expect(reminder.tr(parts({ name: 'Ada', when: 'yarın', count: 36 }))).toBe('Ada yarın 36 yaşına giriyor');
  });

  it('count an anniversary with its ordinal in each language', () => {
    const { reminder, feedTitle, countLabel } = kindOf('anniversary');
    expect(reminder.en(parts({ count: 10 }))).toBe('Tomorrow: Ann & Bob — 10th anniversary');
    expect(reminder.en(parts({ count: 1, when: 'in 3 days' }))).toBe(
      'In 3 days: Ann & Bob — 1st anniversary',
    );
    expect(reminder.en(parts({}))).toBe('Tomorrow: Ann & Bob — anniversary');
    expect(reminder.de(parts({ count: 10, when: 'morgen' }))).toBe('Morgen: Ann & Bob — 10. Jahrestag');
    expect(reminder.fr(parts({ count: 1, when: 'demain' }))).toBe('Demain : Ann & Bob — 1er anniversaire');
    expect(reminder.es(parts({ count: 10, when: 'mañana' }))).toBe('Mañana: Ann & Bob — 10.º aniversario');
    expect(reminder.tr(parts({ count: 10, when: 'yarın' }))).toBe('Yarın: Ann & Bob — 10. yıl dönümü');
    expect(feedTitle.en('Ann & Bob', 10, '')).toBe('Anniversary: Ann & Bob (10 years)');
    expect(feedTitle.en('Ann & Bob', 1, '')).toBe('Anniversary: Ann & Bob (1 year)');
    expect(feedTitle.en('Ann & Bob', null, '')).toBe('Anniversary: Ann & Bob');
    expect(countLabel(12, false)).toBe('12th anniversary');
  });

  it('say a remembrance calmly, with no celebration', () => {
    const kind = kindOf('remembrance');
    expect(kind.celebrates).toBe(false);
    const name = 'Grandpa Joe';
    expect(kind.reminder.en(parts({ name, count: 5 }))).toBe('Tomorrow: 5 years since Grandpa Joe passed');
    expect(kind.reminder.en(parts({ name, count: 1, when: 'today', today: true }))).toBe(
      'Today: 1 year since Grandpa Joe passed',
    );
    expect(kind.reminder.en(parts({ name }))).toBe('Tomorrow: remembering Grandpa Joe');
    expect(kind.reminder.es(parts({ name, count: 5, when: 'mañana' }))).toBe(
      'Mañana: 5 años sin Grandpa Joe',
    );
    expect(kind.reminder.tr(parts({ name, count: 5, when: 'yarın' }))).toBe(
      'Yarın: Grandpa Joe — vefatının 5. yılı',
    );
    expect(kind.feedTitle.en(name, 5, '')).toBe('Remembering Grandpa Joe (5 years)');
    expect(kind.countLabel(5, false)).toBe('5 years since');
    expect(kind.open.en).toBe('Open Cakeday to write a message.');
    for (const language of Object.keys(kind.reminder) as (keyof typeof kind.reminder)[]) {
      expect(kind.reminder[language](parts({ name, count: 5 }))).not.toMatch(
        /happy|feliz|joyeux|alles gute|buon|mutlu|快乐|축하|שמח|سعيد|مبارک/i,
      );
    }
  });

  it('speak every language of the screens', () => {
    for (const kind of DATE_KINDS)
      for (const words of [kind.feedTitle, kind.reminder, kind.digest, kind.open])
        expect(Object.keys(words).sort()).toEqual([...LOCALE_IDS].sort());
  });

  it('count years by each language’s plural rules (CLDR)', () => {
    const years = (language: keyof typeof YEARS, n: number) => counted(language, n, YEARS[language]);
    expect([1, 2, 3, 11, 100].map((n) => years('ar', n))).toEqual([
      'سنة واحدة',
      'سنتان',
      '3 سنوات',
      '11 سنة',
      '100 سنة',
    ]);
    expect([1, 2, 3, 11].map((n) => years('he', n))).toEqual(['שנה אחת', 'שנתיים', '3 שנים', '11 שנים']);
    expect([1, 5].map((n) => years('zh-CN', n))).toEqual(['1年', '5年']);
    expect([1, 5].map((n) => years('ko', n))).toEqual(['1년', '5년']);
    expect([1, 5].map((n) => years('fa', n))).toEqual(['۱ سال', '۵ سال']);
    expect(years('fr', 1_000_000)).toBe('1000000 ans');
  });

  it('count anniversaries and remembrances in the five other languages', () => {
    const anniversary = kindOf('anniversary').reminder;
    expect(anniversary['zh-CN'](parts({ count: 10, when: '明天' }))).toBe('明天：Ann & Bob — 10周年纪念日');
    expect(anniversary.ko(parts({ count: 10, when: '내일' }))).toBe('내일: Ann & Bob — 10주년 기념일');
    expect(anniversary.he(parts({ count: 1, when: 'מחר' }))).toBe('מחר: Ann & Bob — יום השנה הראשון');
    expect(anniversary.he(parts({ count: 10, when: 'מחר' }))).toBe('מחר: Ann & Bob — יום השנה ה-10');
    expect(anniversary.ar(parts({ count: 1, when: 'غدًا' }))).toBe('غدًا: Ann & Bob — الذكرى السنوية الأولى');
    expect(anniversary.ar(parts({ count: 10, when: 'غدًا' }))).toBe('غدًا: Ann & Bob — الذكرى السنوية الـ10');
    expect(anniversary.fa(parts({ count: 1, when: 'فردا' }))).toBe('فردا: Ann & Bob — اولین سالگرد');
    expect(anniversary.fa(parts({ count: 10, when: 'فردا' }))).toBe('فردا: Ann & Bob — ۱۰مین سالگرد');
    const remembrance = kindOf('remembrance').reminder;
    const name = 'Grandpa Joe';
    expect(remembrance['zh-CN'](parts({ name, count: 5, when: '明天' }))).toBe('明天：Grandpa Joe逝世5周年');
    expect(remembrance.ko(parts({ name, count: 5, when: '내일' }))).toBe('내일: Grandpa Joe 5주기');
    expect(remembrance.he(parts({ name, count: 5, when: 'מחר' }))).toBe(
      'מחר: יום השנה ה-5 לפטירת Grandpa Joe',
    );
    expect(remembrance.ar(parts({ name, count: 5, when: 'غدًا' }))).toBe('غدًا: الذكرى الـ5 لرحيل Grandpa Joe');
    expect(remembrance.fa(parts({ name, when: 'فردا' }))).toBe('فردا: به یاد Grandpa Joe');
    expect(
      kindOf('other').reminder['zh-CN'](parts({ name: 'Maria', count: 3, label: '命名日', when: '今天' })),
    ).toBe('今天：命名日 — Maria（3年）');
  });

  it("name an 'other' day by its label", () => {
    const { reminder, feedTitle, digest } = kindOf('other');
    expect(
      reminder.en(parts({ name: 'Maria', count: 3, label: 'Name day', when: 'today', today: true })),
    ).toBe('Today: Name day — Maria (3 years)');
    expect(reminder.de(parts({ name: 'Maria', label: 'Namenstag', when: 'morgen' }))).toBe(
      'Morgen: Namenstag — Maria',
    );
    expect(feedTitle.en('Rex', 2, 'Adoption day')).toBe('Adoption day: Rex (2 years)');
    expect(digest.en(1, 'Sobriety date')).toBe('Sobriety date (1 year)');
  });

  // Issue 40: the calendar feed's titles in the account's language, written out as a speaker reads them.
  describe('in the calendar feed', () => {
    it('title a birthday with the age, without it, and on the day of birth, in English as before', () => {
      const { feedTitle } = kindOf('birthday');
      expect(feedTitle.en('Ada', 36, '')).toBe("Ada's 36th Birthday");
      expect(feedTitle.en('Ada', null, '')).toBe("Ada's Birthday");
      expect(feedTitle.en('Ada', 0, '')).toBe('Ada is born');
    });

    it('title a birthday in other languages, the name never bent', () => {
      const { feedTitle } = kindOf('birthday');
      expect(feedTitle.de('Ada', 36, '')).toBe('36. Geburtstag von Ada');
      expect(feedTitle.de('Ada', null, '')).toBe('Geburtstag von Ada');
      expect(feedTitle.fr('Ada', 1, '')).toBe('Anniversaire : Ada (1 an)');
      expect(feedTitle.es('Ada', 36, '')).toBe('Ada cumple 36 años');
      expect(feedTitle.tr('Ada', 36, '')).toBe('Ada 36 yaşına giriyor');
      expect(feedTitle['zh-CN']('李雷', 36, '')).toBe('李雷的36岁生日');
      expect(feedTitle['zh-CN']('李雷', null, '')).toBe('李雷的生日');
      expect(feedTitle.ko('Ada', 1, '')).toBe('Ada의 첫 생일');
      expect(feedTitle.he('Ada', 36, '')).toBe('יום ההולדת ה-36 של Ada');
      expect(feedTitle.he('Ada', 1, '')).toBe('יום ההולדת הראשון של Ada');
      expect(feedTitle.he('Ada', null, '')).toBe('יום ההולדת של Ada');
      expect(feedTitle.ar('Ada', 36, '')).toBe('عيد ميلاد Ada الـ36');
      expect(feedTitle.fa('Ada', 36, '')).toBe('تولد ۳۶ سالگی Ada');
      expect(feedTitle.it('Ada', 0, '')).toBe('Nascita di Ada');
    });

    it('title anniversaries, remembrances and named days with their years', () => {
      const anniversary = kindOf('anniversary').feedTitle;
      expect(anniversary.de('Ann & Bob', 10, '')).toBe('Jahrestag: Ann & Bob (10 Jahre)');
      expect(anniversary.fr('Ann & Bob', 10, '')).toBe('Anniversaire : Ann & Bob (10 ans)');
      expect(anniversary.tr('Ann & Bob', 10, '')).toBe('Yıl dönümü: Ann & Bob (10 yıl)');
      expect(anniversary['zh-CN']('Ann & Bob', 10, '')).toBe('纪念日：Ann & Bob（10年）');
      expect(anniversary.he('Ann & Bob', 2, '')).toBe('יום השנה: Ann & Bob (שנתיים)');
      expect(anniversary.he('Ann & Bob', null, '')).toBe('יום השנה: Ann & Bob');
      expect(anniversary.fa('Ann & Bob', 10, '')).toBe('سالگرد: Ann & Bob (۱۰ سال)');
      const remembrance = kindOf('remembrance').feedTitle;
      expect(remembrance.fr('Grandpa Joe', 5, '')).toBe('En souvenir de Grandpa Joe (5 ans)');
      expect(remembrance.tr('dede', 5, '')).toBe('dede — anma günü (5 yıl)');
      expect(remembrance.ko('grandpa', null, '')).toBe('grandpa 기일');
      expect(remembrance.he('Grandpa Joe', 5, '')).toBe('לזכר Grandpa Joe (5 שנים)');
      expect(remembrance.ar('Grandpa Joe', 1, '')).toBe('في ذكرى Grandpa Joe (سنة واحدة)');
      const other = kindOf('other').feedTitle;
      expect(other['zh-CN']('Maria', 3, '命名日')).toBe('命名日：Maria（3年）');
      expect(other.es('Rex', 2, 'Día de adopción')).toBe('Día de adopción: Rex (2 años)');
    });
  });
});
