import { type Language, type Tone, WISH_MAX_CHARS } from '../schemas/ai';

type Templates = Record<Language, Record<Tone, { normal: string[]; belated: string[] }>>;

// Offline wishes, written per language rather than translated word for word; {name} stands alone in
// each so no language's grammar (Turkish suffixes, gendered adjectives) has to bend around it.
export const WISH_TEMPLATES: Templates = {
  en: {
    friendly: {
      normal: [
        'Happy birthday, {name}! 🎉 Wishing you a day full of laughter and a year full of good things. 🎂',
        'Happy birthday, {name}! 🥳 Hope today brings you all the cake, smiles and good company you deserve.',
        "It's your day, {name}! 🎈 Have a wonderful birthday and an amazing year ahead.",
      ],
      belated: [
        "Happy belated birthday, {name}! 🎂 Sorry I'm late, but my wishes are just as warm. Hope you had a great day!",
        'A little late, but no less sincere: happy birthday, {name}! 🎉 Wishing you a fantastic year ahead.',
        'Belated birthday hugs, {name}! 🤗 I hope your day was as wonderful as you are.',
      ],
    },
    formal: {
      normal: [
        'Dear {name}, warmest wishes on your birthday. May the year ahead bring you health, success and happiness. 🎂',
        'Happy birthday, {name}. Wishing you a wonderful celebration and every success in the year to come. 🎉',
        'Dear {name}, please accept my sincere congratulations on your birthday and best wishes for the year ahead. 🌟',
      ],
      belated: [
        'Dear {name}, please accept my belated birthday wishes. May the year ahead bring you health and success. 🎂',
        'Belated birthday greetings, {name}. I hope your celebration was wonderful and wish you every success. 🌟',
        'Dear {name}, with apologies for the delay: warmest wishes for a happy and prosperous year. 🎉',
      ],
    },
    funny: {
      normal: [
        "Happy birthday, {name}! 🎂 Don't count the candles, just enjoy the glow. You're not old, you're vintage! 😄",
        '{name}, happy birthday! 🥳 Another year wiser, and somehow still not a day over awesome. 😎',
        "Happy birthday, {name}! 🎉 Calories don't count today, it's the law. Enjoy the cake! 🍰",
      ],
      belated: [
        "Happy belated birthday, {name}! 😅 I didn't forget, I just wanted you to celebrate a bit longer. 🎉",
        '{name}, my birthday wishes took the scenic route. 🐢 Happy belated birthday! 🎂',
        "Happy belated birthday, {name}! 🎈 Let's say you're still celebrating, so I'm right on time. 😄",
      ],
    },
    poetic: {
      normal: [
        'Happy birthday, {name}! 🌸 May your year bloom with joy, your days shine with light and your heart stay full. ✨',
        '{name}, another trip around the sun: may it glow with love, laughter and dreams come true. 🌅 Happy birthday!',
        'To {name} on your birthday: may every candle light a wish and every wish find its way home. 🕯️✨',
      ],
      belated: [
        '{name}, though my wishes arrive like a late star, they shine just as bright. 🌟 Happy belated birthday!',
        'Happy belated birthday, {name}! 🌙 May the days after your birthday bloom as sweetly as the day itself. 🌸',
        'Late as the evening breeze, my wishes come to you, {name}: may your new year be gentle and bright. ✨',
      ],
    },
  },
  tr: {
    friendly: {
      normal: [
        'İyi ki doğdun {name}! 🎉 Yeni yaşın sana bol kahkaha, sağlık ve mutluluk getirsin. Nice güzel yıllara! 🎂',
        'Doğum günün kutlu olsun {name}! 🥳 Bugün pastası bol, keyfi yerinde bir gün olsun.',
        'Nice mutlu yıllara {name}! 🎈 Her şeyin gönlünce olduğu harika bir yıl diliyorum.',
      ],
      belated: [
        'Biraz geç oldu ama doğum günün kutlu olsun {name}! 🎂 Umarım harika bir gün geçirmişsindir.',
        'Gecikmiş doğum günün kutlu olsun {name}! 🎉 Yeni yaşın sana güzellikler getirsin.',
        'Geç kaldım ama dileklerim hâlâ sıcacık: iyi ki doğdun {name}! 🤗',
      ],
    },
    formal: {
      normal: [
        'Sayın {name}, doğum gününüzü en içten dileklerimle kutlar, sağlık ve başarı dolu bir yıl dilerim. 🎂',
        'Doğum gününüz kutlu olsun {name}. Yeni yaşınızın size mutluluk ve huzur getirmesini dilerim. 🌟',
        'Sayın {name}, yeni yaşınızda tüm dileklerinizin gerçekleşmesini temenni ederim. İyi ki doğdunuz. 🎉',
      ],
      belated: [
        'Sayın {name}, gecikmeli de olsa doğum gününüzü kutlar, sağlıklı ve başarılı bir yıl dilerim. 🎂',
        'Gecikmiş doğum gününüz kutlu olsun {name}. Yeni yaşınızın hayırlı olmasını dilerim. 🌟',
        'Sayın {name}, geç kalışımı bağışlayın; yeni yaşınızın size mutluluk getirmesini dilerim. 🎉',
      ],
    },
    funny: {
      normal: [
        'İyi ki doğdun {name}! 🎂 Yaş sadece bir sayı, ama pastadaki mumlar itfaiyeyi çağırtacak kadar. 😄',
        'Doğum günün kutlu olsun {name}! 🥳 Bugün kalori sayılmaz, bu bir kanun. Pastanın tadını çıkar! 🍰',
        '{name}, yaşlanmıyorsun, sadece daha değerli bir antika oluyorsun! 😎 İyi ki doğdun! 🎉',
      ],
      belated: [
        'Gecikmiş doğum günün kutlu olsun {name}! 😅 Unutmadım, sadece kutlamayı uzatmak istedim. 🎉',
        '{name}, dileklerim kaplumbağayla yola çıktı. 🐢 Gecikmiş doğum günün kutlu olsun! 🎂',
        'Geç kaldım {name}, ama kutlama hâlâ sürüyor sayılır, değil mi? 😄 İyi ki doğdun! 🎈',
      ],
    },
    poetic: {
      normal: [
        'İyi ki doğdun {name}! 🌸 Yeni yaşın bahar gibi açsın, günlerin ışıkla, kalbin sevgiyle dolsun. ✨',
        '{name}, güneşin etrafında bir tur daha: sevgiyle, umutla ve gerçekleşen düşlerle dolsun. 🌅 Nice yıllara!',
        '{name}, her mum bir dilek, her dilek bir yıldız olsun yolunda. 🕯️✨ Doğum günün kutlu olsun!',
      ],
      belated: [
        '{name}, dileklerim geç doğan bir yıldız gibi ama aynı parlaklıkla geliyor. 🌟 Gecikmiş doğum günün kutlu olsun!',
        'Gecikmiş doğum günün kutlu olsun {name}! 🌙 Yeni yaşının her günü bir çiçek gibi açsın. 🌸',
        'Akşam meltemi gibi geç ama içten: iyi ki doğdun {name}, yeni yılın aydınlık olsun. ✨',
      ],
    },
  },
  es: {
    friendly: {
      normal: [
        '¡Feliz cumpleaños, {name}! 🎉 Que tengas un día lleno de risas y un año lleno de cosas buenas. 🎂',
        '¡Muchas felicidades, {name}! 🥳 Que hoy no falten la tarta, los abrazos y la buena compañía.',
        '¡Hoy es tu día, {name}! 🎈 Disfrútalo al máximo y que este nuevo año sea increíble.',
      ],
      belated: [
        '¡Feliz cumpleaños atrasado, {name}! 🎂 Llego tarde, pero con el mismo cariño. ¡Espero que lo pasaras genial!',
        'Un poco tarde, pero de corazón: ¡feliz cumpleaños, {name}! 🎉 Que tengas un año fantástico.',
        '¡Abrazos de cumpleaños atrasados, {name}! 🤗 Espero que tu día fuera tan bonito como tú.',
      ],
    },
    formal: {
      normal: [
        '{name}, reciba mis más sinceras felicitaciones en su cumpleaños. Le deseo salud, felicidad y éxito. 🎂',
        'Feliz cumpleaños, {name}. Le deseo una magnífica celebración y muchos éxitos en el año que comienza. 🎉',
        '{name}, en este día tan especial le hago llegar mis mejores deseos de felicidad y prosperidad. 🌟',
      ],
      belated: [
        '{name}, reciba con retraso mis felicitaciones por su cumpleaños. Le deseo un año lleno de éxitos. 🎂',
        'Felicidades atrasadas, {name}. Espero que su celebración fuera estupenda; le deseo lo mejor. 🌟',
        '{name}, disculpe la demora: le deseo un año próspero y lleno de salud. ¡Feliz cumpleaños! 🎉',
      ],
    },
    funny: {
      normal: [
        '¡Feliz cumpleaños, {name}! 🎂 No cuentes las velas, disfruta del calorcito. ¡No cumples años, ganas estilo! 😄',
        '¡Felicidades, {name}! 🥳 Un año más sabio y, de algún modo, igual de genial. 😎',
        '¡Feliz cumpleaños, {name}! 🎉 Hoy las calorías no cuentan, es ley. ¡A por la tarta! 🍰',
      ],
      belated: [
        '¡Feliz cumpleaños atrasado, {name}! 😅 No me olvidé, solo quería que lo celebraras más tiempo. 🎉',
        '{name}, mis felicitaciones vinieron en tortuga. 🐢 ¡Feliz cumpleaños atrasado! 🎂',
        '¡Feliz cumple atrasado, {name}! 🎈 Digamos que sigues de fiesta, así que llego justo a tiempo. 😄',
      ],
    },
    poetic: {
      normal: [
        '¡Feliz cumpleaños, {name}! 🌸 Que tu año florezca en alegría, tus días brillen y tu corazón esté lleno. ✨',
        '{name}, otra vuelta al sol: que venga llena de amor, risas y sueños cumplidos. 🌅 ¡Felicidades!',
        'Para {name} en su día: que cada vela encienda un deseo y cada deseo encuentre su camino. 🕯️✨',
      ],
      belated: [
        '{name}, mis deseos llegan como una estrella tardía, pero brillan igual. 🌟 ¡Feliz cumpleaños atrasado!',
        '¡Feliz cumpleaños atrasado, {name}! 🌙 Que los días que siguen florezcan tan dulces como tu día. 🌸',
        'Tarde como la brisa del atardecer llegan mis deseos, {name}: que tu nuevo año sea luminoso. ✨',
      ],
    },
  },
  fr: {
    friendly: {
      normal: [
        'Joyeux anniversaire, {name} ! 🎉 Je te souhaite une journée pleine de rires et une année pleine de belles choses.',
        'Bon anniversaire, {name} ! 🥳 Que ta journée soit remplie de gâteau, de sourires et de bons moments.',
        "C'est ton jour, {name} ! 🎈 Profites-en à fond et passe une année formidable.",
      ],
      belated: [
        'Joyeux anniversaire en retard, {name} ! 🎂 Je suis en retard, mais mes vœux sont tout aussi sincères.',
        'Un peu tard, mais de tout cœur : bon anniversaire, {name} ! 🎉 Je te souhaite une super année.',
        "Bisous d'anniversaire en retard, {name} ! 🤗 J'espère que ta journée a été aussi belle que toi.",
      ],
    },
    formal: {
      normal: [
        '{name}, je vous adresse mes meilleurs vœux pour votre anniversaire : santé, bonheur et réussite. 🎂',
        'Joyeux anniversaire, {name}. Je vous souhaite une belle célébration et une excellente année. 🎉',
        '{name}, veuillez recevoir mes plus sincères félicitations pour votre anniversaire. 🌟',
      ],
      belated: [
        "{name}, avec un peu de retard, je vous adresse mes meilleurs vœux d'anniversaire. Belle année à vous. 🎂",
        "Joyeux anniversaire avec retard, {name}. J'espère que votre journée a été excellente. 🌟",
        '{name}, veuillez excuser ce retard : je vous souhaite une année pleine de santé et de réussite. 🎉',
      ],
    },
    funny: {
      normal: [
        'Joyeux anniversaire, {name} ! 🎂 Ne compte pas les bougies, profite de la lumière. Tu prends de la valeur ! 😄',
        'Bon anniversaire, {name} ! 🥳 Une année de plus au compteur, et toujours la même classe. 😎',
        "Joyeux anniversaire, {name} ! 🎉 Aujourd'hui, les calories ne comptent pas, c'est la loi. Vive le gâteau ! 🍰",
      ],
      belated: [
        "Joyeux anniversaire en retard, {name} ! 😅 Je n'ai pas oublié, je voulais juste prolonger la fête. 🎉",
        "{name}, mes vœux ont pris l'escargot express. 🐌 Joyeux anniversaire en retard ! 🎂",
        "Bon anniversaire avec un peu de retard, {name} ! 🎈 Disons que la fête continue : je suis pile à l'heure. 😄",
      ],
    },
    poetic: {
      normal: [
        'Joyeux anniversaire, {name} ! 🌸 Que ton année fleurisse de joie, que tes jours brillent et que ton cœur déborde. ✨',
        "{name}, un tour de soleil de plus : qu'il soit doux, lumineux et plein de rêves réalisés. 🌅 Bon anniversaire !",
        'Pour {name} : que chaque bougie allume un vœu, et que chaque vœu trouve son chemin. 🕯️✨',
      ],
      belated: [
        '{name}, mes vœux arrivent comme une étoile tardive, mais brillent tout autant. 🌟 Joyeux anniversaire en retard !',
        'Joyeux anniversaire en retard, {name} ! 🌙 Que les jours qui suivent fleurissent aussi tendrement. 🌸',
        'Tardifs comme la brise du soir, mes vœux te rejoignent, {name} : que ta nouvelle année soit lumineuse. ✨',
      ],
    },
  },
  de: {
    friendly: {
      normal: [
        'Alles Gute zum Geburtstag, {name}! 🎉 Ich wünsche dir einen Tag voller Lachen und ein Jahr voller schöner Momente.',
        'Herzlichen Glückwunsch zum Geburtstag, {name}! 🥳 Lass dich heute feiern und genieß den Kuchen.',
        'Heute ist dein Tag, {name}! 🎈 Hab einen wunderschönen Geburtstag und ein großartiges neues Lebensjahr.',
      ],
      belated: [
        'Nachträglich alles Gute zum Geburtstag, {name}! 🎂 Ich bin spät dran, aber meine Wünsche kommen von Herzen.',
        'Etwas verspätet, aber von Herzen: alles Gute, {name}! 🎉 Ich wünsche dir ein fantastisches Jahr.',
        'Eine nachträgliche Geburtstagsumarmung für dich, {name}! 🤗 Ich hoffe, dein Tag war so schön wie du.',
      ],
    },
    formal: {
      normal: [
        'Herzlichen Glückwunsch zum Geburtstag, {name}. Ich wünsche Ihnen Gesundheit, Glück und Erfolg. 🎂',
        '{name}, zu Ihrem Geburtstag übermittle ich Ihnen meine herzlichsten Glückwünsche. 🌟',
        'Alles Gute zum Geburtstag, {name}. Ich wünsche Ihnen eine schöne Feier und ein erfolgreiches neues Jahr. 🎉',
      ],
      belated: [
        '{name}, nachträglich herzliche Glückwünsche zu Ihrem Geburtstag. Alles Gute für das neue Lebensjahr. 🎂',
        'Nachträglich alles Gute zum Geburtstag, {name}. Ich hoffe, Sie hatten einen schönen Tag. 🌟',
        '{name}, bitte entschuldigen Sie die Verspätung: Ich wünsche Ihnen ein gesundes, erfolgreiches Jahr. 🎉',
      ],
    },
    funny: {
      normal: [
        'Alles Gute zum Geburtstag, {name}! 🎂 Zähl nicht die Kerzen, genieß die Wärme. Du wirst nicht alt, sondern Kult! 😄',
        'Herzlichen Glückwunsch, {name}! 🥳 Ein Jahr weiser und immer noch keinen Tag über fantastisch. 😎',
        'Alles Gute, {name}! 🎉 Heute zählen Kalorien nicht, das ist Gesetz. Ran an den Kuchen! 🍰',
      ],
      belated: [
        "Nachträglich alles Gute, {name}! 😅 Ich hab's nicht vergessen, ich wollte nur, dass du länger feierst. 🎉",
        '{name}, meine Glückwünsche kamen per Schnecke. 🐌 Nachträglich alles Gute zum Geburtstag! 🎂',
        'Alles Gute nachträglich, {name}! 🎈 Sagen wir, du feierst noch, dann bin ich genau pünktlich. 😄',
      ],
    },
    poetic: {
      normal: [
        'Alles Gute zum Geburtstag, {name}! 🌸 Möge dein Jahr voller Freude blühen und dein Herz stets voller Licht sein. ✨',
        '{name}, eine weitere Reise um die Sonne: Möge sie voller Liebe, Lachen und erfüllter Träume sein. 🌅',
        'Für {name}: Möge jede Kerze einen Wunsch entzünden und jeder Wunsch seinen Weg finden. 🕯️✨ Alles Gute!',
      ],
      belated: [
        '{name}, meine Wünsche kommen wie ein später Stern, doch sie leuchten genauso hell. 🌟 Alles Gute nachträglich!',
        'Nachträglich alles Gute, {name}! 🌙 Mögen die Tage nach deinem Geburtstag so sanft blühen wie er selbst. 🌸',
        'Spät wie die Abendbrise erreichen dich meine Wünsche, {name}: Möge dein neues Jahr hell und sanft sein. ✨',
      ],
    },
  },
  it: {
    friendly: {
      normal: [
        'Buon compleanno, {name}! 🎉 Ti auguro una giornata piena di risate e un anno pieno di belle cose. 🎂',
        'Tanti auguri, {name}! 🥳 Che oggi non manchino torta, sorrisi e buona compagnia.',
        'Oggi è il tuo giorno, {name}! 🎈 Goditi ogni momento e che sia un anno fantastico.',
      ],
      belated: [
        'Buon compleanno in ritardo, {name}! 🎂 Arrivo tardi, ma con lo stesso affetto. Spero sia stata una bella giornata!',
        "Un po' in ritardo, ma di cuore: tanti auguri, {name}! 🎉 Ti auguro un anno fantastico.",
        'Abbracci di compleanno in ritardo, {name}! 🤗 Spero che la tua giornata sia stata bella come te.',
      ],
    },
    formal: {
      normal: [
        '{name}, le porgo i miei più sinceri auguri di buon compleanno: salute, serenità e successo. 🎂',
        'Buon compleanno, {name}. Le auguro una splendida giornata e un anno ricco di soddisfazioni. 🎉',
        '{name}, in occasione del suo compleanno le invio i miei migliori auguri. 🌟',
      ],
      belated: [
        "{name}, le porgo con un po' di ritardo i miei auguri di buon compleanno. Le auguro un anno sereno. 🎂",
        'Auguri in ritardo, {name}. Spero che la sua giornata sia stata splendida. 🌟',
        '{name}, mi scusi per il ritardo: le auguro un anno pieno di salute e successo. 🎉',
      ],
    },
    funny: {
      normal: [
        'Buon compleanno, {name}! 🎂 Non contare le candeline, goditi il calore. Non invecchi, diventi vintage! 😄',
        'Tanti auguri, {name}! 🥳 Un anno più saggio e ancora fantastico come sempre. 😎',
        'Buon compleanno, {name}! 🎉 Oggi le calorie non contano, è la legge. Via con la torta! 🍰',
      ],
      belated: [
        'Buon compleanno in ritardo, {name}! 😅 Non ho dimenticato, volevo solo farti festeggiare più a lungo. 🎉',
        '{name}, i miei auguri hanno viaggiato in lumaca. 🐌 Buon compleanno in ritardo! 🎂',
        'Auguri in ritardo, {name}! 🎈 Diciamo che stai ancora festeggiando, quindi sono in perfetto orario. 😄',
      ],
    },
    poetic: {
      normal: [
        'Buon compleanno, {name}! 🌸 Che il tuo anno fiorisca di gioia, i tuoi giorni brillino e il tuo cuore sia pieno. ✨',
        "{name}, un altro giro intorno al sole: che sia pieno d'amore, risate e sogni realizzati. 🌅 Tanti auguri!",
        'Per {name}: che ogni candelina accenda un desiderio e ogni desiderio trovi la sua strada. 🕯️✨',
      ],
      belated: [
        '{name}, i miei auguri arrivano come una stella in ritardo, ma brillano allo stesso modo. 🌟 Buon compleanno!',
        'Buon compleanno in ritardo, {name}! 🌙 Che i giorni dopo la tua festa fioriscano dolci come quel giorno. 🌸',
        'In ritardo come la brezza della sera, i miei auguri ti raggiungono, {name}: che il nuovo anno sia luminoso. ✨',
      ],
    },
  },
};

type WishOptions = { name: string; tone: Tone; language: Language; belated: boolean };

/**
 * A built-in wish, chosen at random, always under the spec's 160 characters: a long name gives way
 * to its first word, and only a first word longer than the room left is shortened.
 */
export function offlineWish({ name, tone, language, belated }: WishOptions, random = Math.random): string {
  const list = WISH_TEMPLATES[language][tone][belated ? 'belated' : 'normal'];
  const template = list[Math.floor(random() * list.length)] ?? list[0]!;
  const room = WISH_MAX_CHARS - 1 - (template.length - '{name}'.length);
  const full = name.trim();
  const first = full.split(/\s+/)[0] ?? full;
  const fitted = full.length <= room ? full : first.length <= room ? first : shorten(first, room);
  return template.replace('{name}', () => fitted);
}

/** Cut by whole code points, so an emoji in a name is never split in half. */
function shorten(text: string, room: number): string {
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > room) break;
    out += ch;
  }
  return out;
}
