import { type Db, rowsOf } from '@server/db/client';
import type { Deps, ReminderChannel } from '@server/deps';
import {
  channelsToTell,
  type DueNotice,
  type DueSource,
  NOTICE_WINDOW_MS,
  type Notification,
  noticeDeliveries,
} from '@server/jobs/reminders';
import { ADDRESS_BOOK_TEXT } from '@shared/address-books';
import type { ReminderLanguage } from '@shared/languages';
import type { ReminderChannelId } from '@shared/reminder-channels';
import { sql } from 'drizzle-orm';

/** An address book paused today, whose notice some of its user's channels still have to carry. */
type DuePausedBook = DueNotice & { language: ReminderLanguage; source: string };

/** What the webhook's body says the notice is about (`address-book.paused` version 1). */
type PausedAbout = { type: 'address-book.paused'; source: string; pausedAt: string };

// One notice a day, however many of the user's connections paused: they read the same advice.
const KIND = 'paused:address-book';

/** The notice's words in each language of the screens: its title, and its sentence naming where the birthdays come from. */
const WORDS: Record<ReminderLanguage, { title: string; text: (source: string) => string }> = {
  en: { title: 'Address book sync paused', text: ADDRESS_BOOK_TEXT.pausedNotice },
  de: {
    title: 'Adressbuch-Abgleich pausiert',
    text: (s) =>
      `Cakeday hat den Abgleich deines Adressbuchs von ${s} nach zehn fehlgeschlagenen Versuchen in Folge pausiert. Prüfe unter Einstellungen → Adressbücher Adresse und Passwort und tippe dann auf „Jetzt abgleichen“.`,
  },
  fr: {
    title: 'Synchronisation du carnet d’adresses en pause',
    text: (s) =>
      `Cakeday a mis en pause la synchronisation de votre carnet d’adresses ${s} après dix échecs de suite. Dans Réglages → Carnets d’adresses, vérifiez l’adresse et le mot de passe, puis appuyez sur « Synchroniser ».`,
  },
  es: {
    title: 'Sincronización de la libreta de direcciones en pausa',
    text: (s) =>
      `Cakeday ha pausado la sincronización de tu libreta de direcciones de ${s} tras diez intentos fallidos seguidos. En Ajustes → Libretas de direcciones, revisa la dirección y la contraseña y pulsa «Sincronizar ahora».`,
  },
  it: {
    title: 'Sincronizzazione della rubrica sospesa',
    text: (s) =>
      `Cakeday ha sospeso la sincronizzazione della tua rubrica di ${s} dopo dieci tentativi falliti di seguito. In Impostazioni → Rubriche controlla indirizzo e password, poi tocca «Sincronizza ora».`,
  },
  tr: {
    title: 'Adres defteri eşitlemesi duraklatıldı',
    text: (s) =>
      `Cakeday, art arda on başarısız denemeden sonra ${s} adres defterinin eşitlenmesini duraklattı. Ayarlar → Adres defterleri'nde adresi ve parolayı kontrol et, sonra "Şimdi eşitle"ye dokun.`,
  },
  'zh-CN': {
    title: '通讯录同步已暂停',
    text: (s) =>
      `由于连续10次尝试失败，Cakeday已暂停同步你在${s}的通讯录。请在“设置 → 通讯录”中检查地址和密码，然后点按“立即同步”。`,
  },
  ko: {
    title: '주소록 동기화 일시 중지됨',
    text: (s) =>
      `연속 10번 동기화에 실패해서 Cakeday가 ${s} 주소록 동기화를 일시 중지했어요. 설정 → 주소록에서 주소와 비밀번호를 확인한 다음 '지금 동기화'를 눌러 주세요.`,
  },
  he: {
    title: 'סנכרון פנקס הכתובות הושהה',
    text: (s) =>
      `ב-Cakeday הושהה הסנכרון של פנקס הכתובות שלך מ-${s} אחרי עשרה ניסיונות כושלים ברצף. בדקו את הכתובת והסיסמה בהגדרות ← פנקסי כתובות, ואז הקישו על ״סנכרון עכשיו״.`,
  },
  ar: {
    title: 'تم إيقاف مزامنة دفتر العناوين مؤقتًا',
    text: (s) =>
      `أوقف Cakeday مزامنة دفتر عناوينك من ${s} مؤقتًا بعد عشر محاولات فاشلة متتالية. تحقق من العنوان وكلمة المرور في الإعدادات ← دفاتر العناوين، ثم اضغط على «مزامنة الآن».`,
  },
  fa: {
    title: 'همگام\u200cسازی دفترچه نشانی موقتاً متوقف شد',
    text: (s) =>
      `Cakeday پس از ده تلاش ناموفق پیاپی، همگام\u200cسازی دفترچه نشانی شما از ${s} را موقتاً متوقف کرد. در تنظیمات ← دفترچه\u200cهای نشانی، نشانی و گذرواژه را بررسی کنید و سپس روی «همین حالا همگام\u200cسازی شود» بزنید.`,
  },
};

function pausedNotification(book: DuePausedBook, publicUrl: string): Notification<PausedAbout> {
  const words = WORDS[book.language];
  const text = words.text(book.source);
  const url = `${publicUrl}/settings`;
  return {
    title: words.title,
    body: text,
    sms: `${text} ${url}`,
    url,
    language: book.language,
    urgency: 'normal',
    tag: KIND,
    about: { type: 'address-book.paused', source: book.source, pausedAt: book.at.toISOString() },
  };
}

type Row = {
  user_id: string;
  phone: string | null;
  language: ReminderLanguage;
  time_zone: string;
  source: string;
  paused_at: string | Date;
  channels: ReminderChannelId[];
};

/** The address books paused in the last day whose user has channels still to be told (the earliest pause of each user). */
async function findPausedBooks(
  db: Db,
  now: Date,
  channels: readonly ReminderChannel[],
): Promise<DuePausedBook[]> {
  const rows = await rowsOf<Row>(db.execute(pausedBooksQuery(now, channels)));
  return rows.map((r) => ({
    userId: r.user_id,
    phone: r.phone,
    language: r.language,
    timeZone: r.time_zone,
    source: r.source,
    kind: KIND,
    at: new Date(r.paused_at),
    channels: r.channels,
  }));
}

/** The scan itself (a cross-user query, docs/scaling.md); each channel adds one element to `channels`. */
export function pausedBooksQuery(now: Date, channels: readonly ReminderChannel[]) {
  const pending = channelsToTell(sql`${KIND}`, sql`p.paused_at`, now, channels);
  return sql`
      SELECT DISTINCT ON (u.id) u.id AS user_id, u.phone, COALESCE(u.locale, u.message_language) AS language, u.time_zone,
             p.display_name AS source, p.paused_at, c.channels
      FROM address_book_connections p
      JOIN users u ON u.id = p.user_id
      CROSS JOIN LATERAL (SELECT ${pending} AS channels) c
      WHERE p.paused_at IS NOT NULL
        AND p.paused_at > ${new Date(now.getTime() - NOTICE_WINDOW_MS)}
        AND cardinality(c.channels) > 0
      ORDER BY u.id, p.paused_at`;
}

/** Tells the user on their ready channels that Cakeday stopped syncing an address book, once that day. */
export const pausedBookNotice: DueSource<DuePausedBook> = {
  find: findPausedBooks,
  deliveries: (deps: Deps, book) =>
    noticeDeliveries(deps, book, pausedNotification(book, deps.config.publicUrl)),
};
