// No database.

import { MSG } from '@shared/messages';
import { describe, expect, it } from 'vitest';
import { requestLocale, speak } from './speak';

const asking = (acceptLanguage?: string) =>
  requestLocale({ headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } });

describe('the language a request asks for', () => {
  it('is the first one Cakeday speaks, by preference', () => {
    expect(asking('he-IL,he;q=0.9,en;q=0.8')).toBe('he');
    expect(asking('pt-BR, fr;q=0.4, de;q=0.7')).toBe('de');
    expect(asking('zh-Hans-CN')).toBe('zh-CN');
    expect(asking('fa')).toBe('fa');
  });

  it('is English for no header, `*`, nonsense or only languages Cakeday does not speak', () => {
    for (const header of [
      undefined,
      '',
      '*',
      'pt-BR,ja;q=0.5',
      ';;;,,',
      'de;q=0',
      'x'.repeat(10_000),
      'he\u0000',
    ])
      expect(asking(header)).toBe('en');
  });
});

describe('speak', () => {
  it('says a sentence built from a count by the language’s plural rules', () => {
    expect(speak('he', MSG.ipCodeLimit(1))).toBe('יותר מדי קודים התבקשו מהרשת הזו. נא לנסות שוב בעוד דקה.');
    expect(speak('he', MSG.ipCodeLimit(2))).toBe(
      'יותר מדי קודים התבקשו מהרשת הזו. נא לנסות שוב בעוד שתי דקות.',
    );
    expect(speak('he', MSG.ipCodeLimit(5))).toBe(
      'יותר מדי קודים התבקשו מהרשת הזו. נא לנסות שוב בעוד 5 דקות.',
    );
    expect(speak('ar', MSG.birthdaysImported(3, 0))).toBe(
      'تم استيراد أعياد الميلاد بنجاح! أُضيفت 3 أعياد ميلاد.',
    );
    expect(speak('ar', MSG.birthdaysImported(11, 2))).toBe(
      'تم استيراد أعياد الميلاد بنجاح! أُضيف 11 عيد ميلاد، وتم تخطي عيدَي ميلاد.',
    );
    expect(speak('fa', MSG.sharesImported(1))).toBe('یک تولد با موفقیت وارد شد!');
  });

  it('says the words inside in the language too', () => {
    expect(speak('zh-CN', MSG.dateAdded('Anniversary'))).toBe('纪念日添加成功！');
    expect(speak('ko', MSG.emptyCategory('family'))).toBe('가족 카테고리에는 공유할 생일이 없어요');
  });

  it('says English as it is', () => {
    expect(speak('en', 'Invalid verification code. Please try again.')).toBe(
      'Invalid verification code. Please try again.',
    );
  });
});
