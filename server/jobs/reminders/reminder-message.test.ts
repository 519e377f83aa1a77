import { describe, expect, it } from 'vitest';
import { reminderMessage } from './reminder-message';

const ada = { birthdayId: 'b1', name: 'Ada', occurrence: '2026-11-23' };
const adaKept = { calendar: 'gregory', month: 11, leap: false, day: 23 } as const;
const url = 'https://cake.example';
const title = (
  daysAhead: number,
  year: number | null,
  language: Parameters<typeof reminderMessage>[2]['language'],
) => reminderMessage(ada, daysAhead, { ...adaKept, year, language }, url).title;

describe('reminderMessage', () => {
  it('says who and when in English, with the age when the year is known', () => {
    expect(title(0, null, 'en')).toBe("Ada's birthday is today");
    expect(title(1, null, 'en')).toBe("Ada's birthday is tomorrow");
    expect(title(3, null, 'en')).toBe("Ada's birthday is in 3 days");
    expect(title(60, null, 'en')).toBe("Ada's birthday is in 60 days");
    expect(title(0, 1990, 'en')).toBe('Ada turns 36 today');
    expect(title(7, 1990, 'en')).toBe('Ada turns 36 in 7 days');
    expect(title(1, 2025, 'en')).toBe('Ada turns 1 tomorrow');
  });

  it('leaves the age out when the year lies on or after the occurrence (no "turns 0")', () => {
    expect(title(1, 2026, 'en')).toBe("Ada's birthday is tomorrow");
    expect(title(1, 2030, 'en')).toBe("Ada's birthday is tomorrow");
  });

  it('speaks the six message languages, with their plural forms for years and days', () => {
    expect(title(1, 2025, 'de')).toBe('Ada wird morgen 1');
    expect(title(3, null, 'de')).toBe('Ada hat in 3 Tagen Geburtstag');
    expect(title(0, 1990, 'de')).toBe('Ada wird heute 36');
    expect(title(1, 2025, 'fr')).toBe('Ada aura 1 an demain');
    expect(title(2, 1990, 'fr')).toBe('Ada aura 36 ans dans 2 jours');
    expect(title(0, 1990, 'fr')).toBe("Ada a 36 ans aujourd'hui");
    expect(title(0, null, 'fr')).toBe("Ada fête son anniversaire aujourd'hui");
    expect(title(1, 2025, 'es')).toBe('Ada cumple 1 año mañana');
    expect(title(5, 1990, 'es')).toBe('Ada cumple 36 años dentro de 5 días');
    expect(title(0, null, 'es')).toBe('Ada cumple años hoy');
    expect(title(1, 2025, 'it')).toBe('Ada compie 1 anno domani');
    expect(title(10, 1990, 'it')).toBe('Ada compie 36 anni tra 10 giorni');
    expect(title(0, null, 'it')).toBe('Ada compie gli anni oggi');
    expect(title(1, 2025, 'tr')).toBe('Ada yarın 1 yaşına giriyor');
    expect(title(3, 1990, 'tr')).toBe('Ada 3 gün sonra 36 yaşına giriyor');
    expect(title(0, null, 'tr')).toBe('Ada bugün doğum gününü kutluyor');
  });

  it('speaks the five other languages of the screens, with their plural forms for days', () => {
    expect(title(0, null, 'zh-CN')).toBe('今天是Ada的生日');
    expect(title(3, 1990, 'zh-CN')).toBe('3天后是Ada的36岁生日');
    expect(title(1, null, 'ko')).toBe('내일 Ada의 생일이에요');
    expect(title(7, 1990, 'ko')).toBe('7일 후 Ada의 36번째 생일이에요');
    expect(title(1, 2025, 'ko')).toBe('내일 Ada의 첫 생일이에요');
    // Hebrew: two days in one word, the plural from three on.
    expect(title(0, 1990, 'he')).toBe('יום ההולדת ה-36 של Ada היום');
    expect(title(2, null, 'he')).toBe('יום ההולדת של Ada בעוד יומיים');
    expect(title(3, null, 'he')).toBe('יום ההולדת של Ada בעוד 3 ימים');
    expect(title(1, 2025, 'he')).toBe('יום ההולדת הראשון של Ada מחר');
    // Arabic: the dual for two, the plural for 3–10, the accusative singular for 11–99.
    expect(title(2, null, 'ar')).toBe('عيد ميلاد Ada بعد يومين');
    expect(title(3, null, 'ar')).toBe('عيد ميلاد Ada بعد 3 أيام');
    expect(title(10, null, 'ar')).toBe('عيد ميلاد Ada بعد 10 أيام');
    expect(title(11, null, 'ar')).toBe('عيد ميلاد Ada بعد 11 يومًا');
    expect(title(0, 1990, 'ar')).toBe('عيد ميلاد Ada الـ36 اليوم');
    expect(title(1, null, 'ar')).toBe('عيد ميلاد Ada غدًا');
    // Persian, in its own digits.
    expect(title(3, null, 'fa')).toBe('۳ روز دیگر تولد Ada است');
    expect(title(0, 1990, 'fa')).toBe('امروز تولد ۳۶ سالگی Ada است');
  });

  it('names the day in the five other languages, in the Gregorian calendar (Persian too)', () => {
    const m = (language: 'zh-CN' | 'ko' | 'he' | 'ar' | 'fa') =>
      reminderMessage(ada, 1, { ...adaKept, year: null, language }, url);
    expect(m('zh-CN').body).toBe('11月23日。打开Cakeday，送上你的祝福。');
    expect(m('ko').body).toBe('11월 23일. Cakeday를 열어 축하 메시지를 보내세요.');
    expect(m('he').body).toBe('23 בנובמבר. פתחו את Cakeday כדי לשלוח ברכה.');
    expect(m('ar').body).toBe('23 نوفمبر. افتح Cakeday لإرسال تهانيك.');
    expect(m('fa').body).toBe('۲۳ نوامبر. برای فرستادن تبریک، Cakeday را باز کنید.');
    expect(m('fa').sms).toBe('Cakeday: فردا تولد Ada است (۲۳ نوامبر). https://cake.example/wish/b1');
  });

  it('links to the person’s wish, and gives each channel its text', () => {
    const m = reminderMessage(ada, 1, { ...adaKept, year: 1990, language: 'en' }, url);
    expect(m.url).toBe('https://cake.example/wish/b1');
    expect(m.body).toBe('November 23rd. Open Cakeday to send your wishes.');
    expect(m.sms).toBe('Cakeday: Ada turns 36 tomorrow (November 23rd). https://cake.example/wish/b1');
    expect(m).toMatchObject({ daysAhead: 1, age: 36, language: 'en' });
    const de = reminderMessage(ada, 1, { ...adaKept, year: null, language: 'de' }, url);
    expect(de.body).toBe('23. November. Öffne Cakeday, um deine Glückwünsche zu senden.');
    expect(de.age).toBeNull();
  });

  it('names the day in the message language', () => {
    const body = (language: 'fr' | 'es' | 'it' | 'tr') =>
      reminderMessage(ada, 1, { ...adaKept, year: null, language }, url).body;
    expect(body('fr')).toBe('23 novembre. Ouvrez Cakeday pour envoyer vos vœux.');
    expect(body('es')).toBe('23 de noviembre. Abre Cakeday para enviar tus felicitaciones.');
    expect(body('it')).toBe('23 novembre. Apri Cakeday per inviare i tuoi auguri.');
    expect(body('tr')).toBe("23 Kasım. Tebriklerini göndermek için Cakeday'i aç.");
  });

  it('refuses a day count the engine never makes', () => {
    expect(() => title(-1, null, 'en')).toThrow(RangeError);
    expect(() => title(1.5, null, 'en')).toThrow(RangeError);
  });
});
