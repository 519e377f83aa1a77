import type { LanguageWishes } from './types';

// No adjective or participle here agrees with the person or the sender, whose gender the app does
// not know ('la nostra amicizia', not 'amico/amica'; 'mi è sfuggito', not 'mi sono perso/persa');
// ages go with the verb 'compiere' ('compi 1 anno', 'compi 40 anni'). Formal wishes use Lei.
export const it: LanguageWishes = {
  years: (age) => (age === 1 ? '1 anno' : `${age} anni`),
  friendly: {
    normal: {
      any: [
        'Buon compleanno, {name}! 🎉 Ti auguro una giornata piena di risate e un anno pieno di belle cose. 🎂',
        'Tanti auguri, {name}! 🥳 Che oggi non manchino torta, sorrisi e buona compagnia.',
        'Oggi è il tuo giorno, {name}! 🎈 Goditi ogni momento e che sia un anno fantastico.',
        "Buon compleanno, {name}! 🎂 Che quest'anno ti porti ancora più motivi per sorridere.",
        'Alla tua, {name}! 🥂 Ti auguro un compleanno meraviglioso e un anno splendido.',
        'Ti auguro un compleanno pieno di sole, {name}! ☀️ Goditi ogni minuto della tua giornata. 🎉',
        'Tanti auguri, {name}! 💛 Grazie di essere come sei. Oggi fatti festeggiare come meriti!',
        'Un abbraccio grande, {name}! 🤗 A un anno di risate, avventure e tanta torta. 🍰',
      ],
      age: [
        'Buon compleanno, {name}! 🎉 Oggi compi {years}: che sia il tuo anno migliore. 🎂',
        'Tanti auguri, {name}! 🥳 Compiere {years} ti dona proprio. Goditi la giornata! 🎈',
      ],
      family: [
        'Buon compleanno, {name}! 💛 Questa famiglia è fortunata ad averti. Passa una splendida giornata. 🎉',
      ],
      friends: [
        "Tanti auguri, {name}! 🥳 Che fortuna avere un'amicizia come la nostra. Goditi la giornata! 🎉",
      ],
      work: ['Buon compleanno, {name}! 🎂 È un piacere lavorare con te. Goditi la giornata e la torta! 🎉'],
    },
    belated: {
      any: [
        'Buon compleanno in ritardo, {name}! 🎂 Arrivo tardi, ma con lo stesso affetto. Spero sia stata una bella giornata!',
        "Un po' in ritardo, ma di cuore: tanti auguri, {name}! 🎉 Ti auguro un anno fantastico.",
        'Abbracci di compleanno in ritardo, {name}! 🤗 Spero che la tua giornata sia stata bella come te.',
        'Buon compleanno in ritardo, {name}! 🎈 Spero che la tua giornata sia stata piena di risate e torta.',
        'Scusa il ritardo, {name}! 🙈 Tanti auguri in ritardo e un anno meraviglioso.',
        'Meglio tardi che mai: buon compleanno, {name}! 🎂 Spero che la festa sia stata bellissima. 🎁',
        "Auguri in ritardo, {name}! 🥳 Ho perso il giorno giusto, ma non l'occasione di augurarti un grande anno.",
        'In ritardo ma col cuore: tanti auguri, {name}! 💛 Spero che la festa continui ancora.',
      ],
      age: [
        'Buon compleanno in ritardo, {name}! 🎂 Scusa il ritardo; spero che compiere {years} sia stato fantastico. 🎉',
        "Un po' in ritardo, ma tanti auguri, {name}! 🎈 Compiere {years} ti dona proprio. 😊",
      ],
      family: [
        "Buon compleanno in ritardo, {name}! 🎂 In ritardo, ma con tutto l'affetto della famiglia. 💛",
      ],
      friends: [
        'Auguri in ritardo, {name}! 🎈 Sono in ritardo, ma la nostra amicizia merita auguri ogni giorno. 🎂',
      ],
      work: [
        'Auguri in ritardo, {name}! 🎉 Scusa se mi è sfuggito; lavorare con te è un piacere ogni giorno. 🎂',
      ],
    },
  },
  formal: {
    normal: {
      any: [
        '{name}, le porgo i miei più sinceri auguri di buon compleanno: salute, serenità e successo. 🎂',
        'Buon compleanno, {name}. Le auguro una splendida giornata e un anno ricco di soddisfazioni. 🎉',
        '{name}, in occasione del suo compleanno le invio i miei migliori auguri. 🌟',
        'Buon compleanno, {name}. Che il nuovo anno le porti salute, gioia e successo. 🌟',
        '{name}, le auguro un buon compleanno e un anno prospero e sereno. 🎂',
        'Tanti auguri, {name}. Le auguro una festa meritata e un anno di nuovi traguardi. 🎉',
        "{name}, che il suo compleanno segni l'inizio di un anno sereno, felice e ricco di buone notizie. 🎂",
        'Buon compleanno, {name}. Le auguro di trascorrere questa giornata in serenità, tra le persone care. 🌟',
      ],
      age: [
        'Buon compleanno, {name}. Nel giorno in cui compie {years}, le auguro salute e felicità. 🎂',
        '{name}, compiere {years} è un traguardo da festeggiare. Le porgo i miei più sinceri auguri. 🌟',
      ],
      family: [
        '{name}, è una gioia averla nella nostra famiglia. I nostri migliori auguri di buon compleanno. 🎂',
      ],
      friends: ['{name}, la nostra amicizia mi è molto cara. Le auguro un felicissimo compleanno. 🎉'],
      work: ["Buon compleanno, {name}. È un piacere lavorare con lei; i migliori auguri per quest'anno. 🎂"],
    },
    belated: {
      any: [
        "{name}, le porgo con un po' di ritardo i miei auguri di buon compleanno. Le auguro un anno sereno. 🎂",
        'Auguri in ritardo, {name}. Spero che la sua giornata sia stata splendida. 🌟',
        '{name}, mi scusi per il ritardo: le auguro un anno pieno di salute e successo. 🎉',
        '{name}, mi dispiace non averle scritto in tempo. Accolga i miei migliori auguri di compleanno. 🌟',
        "Auguri, con qualche giorno di ritardo, {name}. Che l'anno appena iniziato le porti salute e successo. 🎂",
        "{name}, un po' tardi ma con sincerità: i miei migliori auguri per il suo compleanno. 🎉",
        'Le chiedo scusa per il ritardo, {name}. Le auguro buon compleanno e un anno prospero. 🌟',
        '{name}, accolga i miei auguri, seppur tardivi, per il suo compleanno. Le auguro gioia e salute. 🎂',
      ],
      age: [
        "{name}, con un po' di ritardo, i miei auguri per aver compiuto {years}. Le auguro salute e successo. 🎂",
        'Le chiedo scusa per il ritardo, {name}: auguri per aver compiuto {years} e per un anno ricco di soddisfazioni. 🌟',
      ],
      family: [
        '{name}, accolga, seppur in ritardo, gli auguri di tutta la famiglia per il suo compleanno. 🌟',
      ],
      friends: ['{name}, mi scusi per il ritardo; la nostra amicizia mi è molto cara. Buon compleanno. 🌟'],
      work: ['{name}, accolga in ritardo i miei auguri di compleanno. È un piacere lavorare con lei. 🌟'],
    },
  },
  funny: {
    normal: {
      any: [
        'Buon compleanno, {name}! 🎂 Non contare le candeline, goditi il calore. Non invecchi, diventi vintage! 😄',
        'Tanti auguri, {name}! 🥳 Un anno in più di saggezza, e sempre lo stesso fascino. 😎',
        'Buon compleanno, {name}! 🎉 Oggi le calorie non contano, è la legge. Via con la torta! 🍰',
        'Buon compleanno, {name}! 🎂 Non preoccuparti di invecchiare, preoccupati che ci sia abbastanza torta. 🍰',
        'Tanti auguri, {name}! 🥳 Capisci che stai invecchiando quando le candeline costano più della torta. 🕯️',
        'Buon compleanno, {name}! 🎉 Oggi hai il permesso ufficiale di mangiare torta a colazione. 😋',
        'Auguri, {name}! 🎈 Non stai invecchiando, stai salendo di livello. 🎮',
        'Buon compleanno, {name}! 😄 Ti ho fatto il regalo più bello: questo messaggio. Prego. 🎁',
      ],
      age: [
        '{years}, {name}? 🎂 Non si direbbe proprio! Buon compleanno. 😄',
        'Tanti auguri, {name}! 🎉 {years} di esperienza nel mettere di buonumore: da scrivere nel curriculum. 😎',
      ],
      family: ['Buon compleanno, {name}! 🎂 Tra tutti i parenti, sei di sicuro nella mia top ten. 😄'],
      friends: [
        'Tanti auguri, {name}! 🥳 Grazie di conoscere tutti i miei segreti e di restare comunque al mio fianco. 😄',
      ],
      work: ['Buon compleanno, {name}! 🎂 Ordine del giorno: prima la torta, le riunioni mai. 😄'],
    },
    belated: {
      any: [
        'Buon compleanno in ritardo, {name}! 😅 Non ho dimenticato, volevo solo farti festeggiare più a lungo. 🎉',
        '{name}, i miei auguri hanno viaggiato in lumaca. 🐌 Buon compleanno in ritardo! 🎂',
        'Auguri in ritardo, {name}! 🎈 Diciamo che stai ancora festeggiando, quindi sono in perfetto orario. 😄',
        'Buon compleanno in ritardo, {name}! 📅 Io e il mio calendario non ci parliamo più. 😅🎂',
        "Sono in ritardo, {name}, quindi questi auguri sono già d'annata. 🍷 Buon compleanno in ritardo! 😄",
        'Auguri in ritardo, {name}! 🎉 Volevo che i miei auguri fossero gli ultimi: missione compiuta. 😎',
        'Ops, {name}! 🙈 I miei auguri si sono persi la festa, ma portano gli stuzzichini. Buon compleanno in ritardo! 🍰',
        'Buon compleanno in ritardo, {name}! 🎂 Buone notizie: la torta avanzata sarà ancora buona. Probabilmente. 😄',
      ],
      age: [
        'Auguri in ritardo, {name}! 😅 Con {years} sulle spalle la pazienza non ti manca, vero? 🎂',
        '{name}, mi è sfuggito il giorno in cui compivi {years}! 🙈 Auguri in ritardo: non si direbbe proprio. 😄',
      ],
      family: ["Auguri in ritardo, {name}! 😅 È colpa del gruppo di famiglia: nessuno me l'ha ricordato. 🎂"],
      friends: [
        'Auguri in ritardo, {name}! 🙈 Tra amici non si è mai in ritardo, si allunga solo la festa. 🎉',
      ],
      work: [
        'Auguri in ritardo, {name}! 😅 Potrei dare la colpa alla mia casella di posta, ma mi è semplicemente sfuggito. 🎂',
      ],
    },
  },
  poetic: {
    normal: {
      any: [
        'Buon compleanno, {name}! 🌸 Che il tuo anno fiorisca di gioia, i tuoi giorni brillino e il tuo cuore sia pieno. ✨',
        "{name}, un altro giro intorno al sole: che sia pieno d'amore, risate e sogni realizzati. 🌅 Tanti auguri!",
        'Per {name}: che ogni candelina accenda un desiderio e ogni desiderio trovi la sua strada. 🕯️✨',
        'Buon compleanno, {name}! 🌷 Che i tuoi giorni siano dolci come la primavera e le tue notti piene di stelle. ✨',
        '{name}, che questo nuovo anno della tua vita suoni come la tua canzone preferita, nota dopo nota. 🎶',
        "Come il sole tra le foglie, che la gioia ti trovi ovunque quest'anno, {name}. 🌿",
        "Buon compleanno, {name}! 🌊 Che ogni onda dell'anno che viene ti avvicini un po' di più ai tuoi sogni. ✨",
        "{name}, oggi il mondo brilla un po' di più perché ci sei tu. 🌟 Buon compleanno!",
      ],
      age: [
        '{name}, {years} di storie, e i capitoli più belli devono ancora essere scritti. 📖 Buon compleanno! ✨',
        "Buon compleanno, {name}! 🌸 Che compiere {years} sia come un'alba: dolce, dorata e piena di promesse. 🌅",
      ],
      family: [
        'Buon compleanno, {name}! 🌳 Sei una delle radici che rendono la nostra famiglia forte e calorosa. 💛',
      ],
      friends: [
        'Tanti auguri, {name}! 🌻 La nostra amicizia è un giardino che fiorisce in ogni stagione. ✨',
      ],
      work: [
        "Buon compleanno, {name}! 🌿 Lavorare al tuo fianco rende le giornate normali un po' più luminose. ✨",
      ],
    },
    belated: {
      any: [
        '{name}, i miei auguri arrivano come una stella in ritardo, ma brillano allo stesso modo. 🌟 Buon compleanno!',
        'Buon compleanno in ritardo, {name}! 🌙 Che i giorni dopo la tua festa fioriscano dolci come quel giorno. 🌸',
        'In ritardo come la brezza della sera, i miei auguri ti raggiungono, {name}: che il nuovo anno sia luminoso. ✨',
        'Le candeline sono spente, {name}, ma i miei auguri brillano ancora: buon compleanno in ritardo. 🕯️✨',
        'Un fiore tardivo è pur sempre un fiore, {name}. 🌷 Buon compleanno in ritardo e un anno sereno.',
        '{name}, i miei auguri hanno girovagato prima di trovarti. 🍂 Buon compleanno in ritardo, con affetto. ✨',
        "Auguri in ritardo, {name}! 🌙 Che l'anno appena iniziato sia gentile, luminoso e pieno di musica. 🎶",
        "Anche se il tuo giorno è passato, {name}, che la sua luce ti accompagni tutto l'anno. 🌟 Auguri in ritardo!",
      ],
      age: [
        'Buon compleanno in ritardo, {name}! 🌙 Che compiere {years} ti apra strade piene di luce. ✨',
        '{name}, i miei auguri arrivano tardi, ma compiere {years} merita una canzone a ogni ora. 🎶 Auguri!',
      ],
      family: [
        "{name}, come le rose d'autunno i miei auguri arrivano tardi, con tutto l'affetto della famiglia. 🌹",
      ],
      friends: [
        "{name}, un augurio tardivo per un'amicizia che nel mio cuore è sempre puntuale. 🌙 Buon compleanno!",
      ],
      work: ['Auguri in ritardo, {name}! 🍂 Un augurio tardivo per chi illumina ogni giornata di lavoro. ✨'],
    },
  },
  remembrance: {
    any: [
      'Oggi penso a te e a {name}. 🤍',
      'Oggi ricordo {name} insieme a te. Ti mando un abbraccio silenzioso.',
      '{name} è nei miei pensieri oggi, e anche tu. Sono qui se hai voglia di parlare.',
      'Oggi tengo stretto il ricordo di {name} e penso a te. 🕯️',
      'Ti mando tanto affetto in questo giorno. {name} resta nei nostri cuori. 🤍',
      "Penso a te e a {name} oggi. Che i bei ricordi ti diano un po' di conforto.",
    ],
    years: [
      'Oggi penso a te: {years} senza {name}. 🤍',
      '{years} senza {name}, e la mancanza si sente ancora. Ti abbraccio forte.',
      '{name} resta nei nostri cuori, anche a {years} di distanza. Penso a te.',
    ],
    belated: [
      'So che il giorno è passato, ma ho pensato tanto a te e a {name}. 🤍',
      'In questi giorni ho pensato spesso a {name}, e a te. Ti mando tanto affetto.',
      'Con qualche giorno di ritardo, volevo dirti che ho ricordato {name} insieme a te. 🕯️',
      'Ti penso in questi giorni di ricordo per {name}. Sono qui se hai bisogno.',
    ],
  },
  anniversary: {
    any: [
      "Buon anniversario, {name}! 💕 Che possiate vivere ancora tanti anni d'amore e risate insieme.",
      'Buon anniversario, {name}! 🥂 Un brindisi a voi e a tutto ciò che avete costruito insieme.',
      'Tanti auguri per il vostro anniversario, {name}! 💑 Passate una splendida giornata.',
      'Buon anniversario, {name}! ❤️ Che il vostro amore cresca ogni anno di più.',
    ],
    years: [
      '{years} insieme, {name}! 🥂 Buon anniversario, e a tanti altri ancora.',
      "Buon anniversario, {name}! 💕 {years} d'amore, e il meglio deve ancora venire.",
    ],
    belated: [
      "Buon anniversario in ritardo, {name}! 💕 Un po' tardi, ma con tanto affetto.",
      'Scusate il ritardo, {name}! 🥂 Buon anniversario e ancora tanti anni felici insieme.',
      'In ritardo ma di cuore: buon anniversario, {name}! ❤️',
    ],
  },
  other: {
    any: [
      '{label}: oggi è il tuo giorno! 🎉 Ti auguro una splendida giornata, {name}.',
      '{label}: tanti auguri, {name}! 🌟 Goditi questa giornata speciale.',
      '{label}: oggi penso a te, {name}. 💛 Passa una bellissima giornata.',
    ],
    years: [
      '{label}: {years}! 🎉 Congratulazioni, {name}, e a tanti altri ancora.',
      '{years} oggi, {name}! 🌟 {label}: ti auguro il meglio.',
    ],
    belated: [
      "{label}: auguri in ritardo, {name}! 🎉 Un po' tardi, ma con lo stesso affetto.",
      'Scusa il ritardo, {name}! 🌟 {label}: tanti auguri.',
    ],
  },
};
