import type { LanguageWishes } from './types';

// Ages mostly as ordinals ('zum 40. Geburtstag'), which need no agreement; '{years}' is nominative
// ('1 Jahr', '40 Jahre'). No noun for the person that has a male and a female form ('Freundschaft',
// not 'Freund/Freundin').
export const de: LanguageWishes = {
  years: (age) => (age === 1 ? '1 Jahr' : `${age} Jahre`),
  friendly: {
    normal: {
      any: [
        'Alles Gute zum Geburtstag, {name}! 🎉 Ich wünsche dir einen Tag voller Lachen und ein Jahr voller schöner Momente.',
        'Herzlichen Glückwunsch zum Geburtstag, {name}! 🥳 Lass dich heute feiern und genieß den Kuchen.',
        'Heute ist dein Tag, {name}! 🎈 Hab einen wunderschönen Geburtstag und ein großartiges neues Lebensjahr.',
        'Alles Gute zum Geburtstag, {name}! 🎂 Möge dir das neue Jahr noch mehr Gründe zum Lächeln schenken.',
        'Auf dich, {name}! 🥂 Hab einen wunderbaren Geburtstag und ein großartiges Jahr.',
        'Ich wünsche dir einen sonnigen Geburtstag, {name}! ☀️ Genieß jede Minute deines Tages. 🎉',
        'Herzlichen Glückwunsch, {name}! 💛 Schön, dass es dich gibt. Hab einen Tag voller Freude!',
        'Eine dicke Geburtstagsumarmung, {name}! 🤗 Auf ein Jahr voller Spaß, Abenteuer und Kuchen. 🍰',
      ],
      age: [
        'Alles Gute zum {age}. Geburtstag, {name}! 🎉 Auf dein bisher schönstes Jahr! 🎂',
        'Herzlichen Glückwunsch, {name}! 🥳 {age} steht dir richtig gut. Genieß deinen Tag! 🎈',
      ],
      family: ['Alles Gute zum Geburtstag, {name}! 💛 Unsere Familie hat großes Glück, dich zu haben. 🎉'],
      friends: [
        'Alles Gute zum Geburtstag, {name}! 🥳 Wie schön, dass wir befreundet sind. Genieß deinen Tag! 🎉',
      ],
      work: [
        'Alles Gute zum Geburtstag, {name}! 🎂 Es ist schön, mit dir zu arbeiten. Genieß den Tag und den Kuchen! 🎉',
      ],
    },
    belated: {
      any: [
        'Nachträglich alles Gute zum Geburtstag, {name}! 🎂 Ich bin spät dran, aber meine Wünsche kommen von Herzen.',
        'Etwas verspätet, aber von Herzen: alles Gute, {name}! 🎉 Ich wünsche dir ein fantastisches Jahr.',
        'Eine nachträgliche Geburtstagsumarmung für dich, {name}! 🤗 Ich hoffe, dein Tag war so schön wie du.',
        'Nachträglich alles Gute, {name}! 🎈 Ich hoffe, dein Tag war voller Lachen und Kuchen.',
        'Entschuldige die Verspätung, {name}! 🙈 Alles Gute nachträglich und ein wunderbares neues Jahr.',
        'Besser spät als nie: alles Gute zum Geburtstag, {name}! 🎂 Ich hoffe, du wurdest ordentlich verwöhnt. 🎁',
        'Alles Liebe nachträglich, {name}! 🥳 Den Tag hab ich verpasst, die guten Wünsche nicht.',
        'Verspätet, aber von Herzen: alles Gute, {name}! 💛 Ich hoffe, die Feier ist noch in vollem Gange.',
      ],
      age: [
        'Nachträglich alles Gute zum {age}. Geburtstag, {name}! 🎂 Ich hoffe, du hast schön gefeiert. 🎉',
        'Etwas spät, aber von Herzen, {name}: {age} steht dir super! 🎈 Auf ein tolles neues Lebensjahr. 😊',
      ],
      family: [
        'Nachträglich alles Gute, {name}! 🎂 Etwas spät, aber mit lieben Grüßen von der ganzen Familie. 💛',
      ],
      friends: [
        'Nachträglich alles Gute, {name}! 🎈 Für unsere Freundschaft gibt es Glückwünsche an jedem Tag. 🎂',
      ],
      work: [
        'Nachträglich alles Gute zum Geburtstag, {name}! 🎉 Mit dir zu arbeiten ist jeden Tag eine Freude. 🎂',
      ],
    },
  },
  formal: {
    normal: {
      any: [
        'Herzlichen Glückwunsch zum Geburtstag, {name}. Ich wünsche Ihnen Gesundheit, Glück und Erfolg. 🎂',
        '{name}, zu Ihrem Geburtstag übermittle ich Ihnen meine herzlichsten Glückwünsche. 🌟',
        'Alles Gute zum Geburtstag, {name}. Ich wünsche Ihnen eine schöne Feier und ein erfolgreiches neues Jahr. 🎉',
        'Herzlichen Glückwunsch, {name}. Möge Ihnen das neue Lebensjahr Gesundheit, Freude und Erfolg bringen. 🌟',
        '{name}, ich wünsche Ihnen einen schönen Geburtstag und ein erfolgreiches, zufriedenes Jahr. 🎂',
        'Zu Ihrem Geburtstag, {name}, sende ich Ihnen meine besten Wünsche für Glück und Gesundheit. 🎉',
        'Alles Gute, {name}. Ich wünsche Ihnen eine gelungene Feier und ein Jahr voller neuer Erfolge. 🌟',
        '{name}, möge Ihr Geburtstag der Beginn eines gesunden, glücklichen und erfüllten Jahres sein. 🎂',
      ],
      age: [
        'Herzlichen Glückwunsch zum {age}. Geburtstag, {name}. Ich wünsche Ihnen Gesundheit und Glück. 🎂',
        '{name}, zu Ihrem {age}. Geburtstag übermittle ich Ihnen meine besten Wünsche für das neue Lebensjahr. 🌟',
      ],
      family: [
        '{name}, es ist eine Freude, Sie in unserer Familie zu haben. Herzlichen Glückwunsch zum Geburtstag. 🎂',
      ],
      friends: [
        '{name}, unsere Freundschaft bedeutet mir sehr viel. Ich wünsche Ihnen einen wunderschönen Geburtstag. 🎉',
      ],
      work: [
        'Herzlichen Glückwunsch, {name}. Es ist eine Freude, mit Ihnen zu arbeiten; alles Gute für das neue Jahr. 🎂',
      ],
    },
    belated: {
      any: [
        '{name}, nachträglich herzliche Glückwünsche zu Ihrem Geburtstag. Alles Gute für das neue Lebensjahr. 🎂',
        'Nachträglich alles Gute zum Geburtstag, {name}. Ich hoffe, Sie hatten einen schönen Tag. 🌟',
        '{name}, bitte entschuldigen Sie die Verspätung: Ich wünsche Ihnen ein gesundes, erfolgreiches Jahr. 🎉',
        '{name}, leider komme ich mit meinen Glückwünschen zu spät. Alles Gute nachträglich zum Geburtstag. 🌟',
        'Nachträglich herzliche Glückwünsche, {name}. Möge Ihnen das neue Lebensjahr Gesundheit und Erfolg bringen. 🎂',
        '{name}, etwas verspätet, aber von Herzen: alles Gute zu Ihrem Geburtstag. 🎉',
        'Bitte verzeihen Sie die Verspätung, {name}. Ich wünsche Ihnen nachträglich alles Gute und ein erfolgreiches Jahr. 🌟',
        '{name}, nehmen Sie bitte meine nachträglichen Glückwünsche an. Ich wünsche Ihnen Freude und Gesundheit. 🎂',
      ],
      age: [
        'Nachträglich herzliche Glückwünsche zum {age}. Geburtstag, {name}. Alles Gute für das neue Lebensjahr. 🎂',
        'Bitte verzeihen Sie die Verspätung, {name}: alles Gute zum {age}. Geburtstag und ein erfolgreiches Jahr. 🌟',
      ],
      family: ['{name}, nachträglich herzliche Glückwünsche zum Geburtstag von der ganzen Familie. 🌟'],
      friends: [
        '{name}, verzeihen Sie die Verspätung; unsere Freundschaft bedeutet mir viel. Alles Gute nachträglich. 🌟',
      ],
      work: [
        '{name}, nachträglich alles Gute zum Geburtstag. Es ist eine Freude, mit Ihnen zusammenzuarbeiten. 🌟',
      ],
    },
  },
  funny: {
    normal: {
      any: [
        'Alles Gute zum Geburtstag, {name}! 🎂 Zähl nicht die Kerzen, genieß die Wärme. Du wirst nicht alt, sondern Kult! 😄',
        'Herzlichen Glückwunsch, {name}! 🥳 Ein Jahr weiser und kein bisschen weniger fantastisch. 😎',
        'Alles Gute, {name}! 🎉 Heute zählen Kalorien nicht, das ist Gesetz. Ran an den Kuchen! 🍰',
        'Alles Gute, {name}! 🎂 Mach dir keine Sorgen ums Älterwerden, sondern darum, ob genug Kuchen da ist. 🍰',
        'Herzlichen Glückwunsch, {name}! 🥳 Man wird älter, wenn die Kerzen mehr kosten als der Kuchen. 🕯️',
        'Alles Gute zum Geburtstag, {name}! 🎉 Heute darfst du ganz offiziell Kuchen zum Frühstück essen. 😋',
        'Alles Gute, {name}! 🎈 Du wirst nicht älter, du steigst ein Level auf. 🎮',
        'Herzlichen Glückwunsch, {name}! 😄 Ich schenke dir das Beste überhaupt: diese Nachricht. Gern geschehen. 🎁',
      ],
      age: [
        '{age}, {name}? 🎂 Sieht man dir überhaupt nicht an! Alles Gute zum Geburtstag. 😄',
        'Alles Gute zum {age}. Geburtstag, {name}! 🎉 {years} Erfahrung im Gute-Laune-Verbreiten: ab in den Lebenslauf damit. 😎',
      ],
      family: ['Alles Gute, {name}! 🎂 Von der ganzen Verwandtschaft bist du locker in meinen Top Ten. 😄'],
      friends: [
        'Alles Gute zum Geburtstag, {name}! 🥳 Danke, dass du all meine Geheimnisse kennst und trotzdem bleibst. 😄',
      ],
      work: ['Alles Gute zum Geburtstag, {name}! 🎂 Tagesordnung heute: erst Kuchen, Meetings nie. 😄'],
    },
    belated: {
      any: [
        "Nachträglich alles Gute, {name}! 😅 Ich hab's nicht vergessen, ich wollte nur, dass du länger feierst. 🎉",
        '{name}, meine Glückwünsche kamen per Schnecke. 🐌 Nachträglich alles Gute zum Geburtstag! 🎂',
        'Alles Gute nachträglich, {name}! 🎈 Sagen wir, du feierst noch, dann bin ich genau pünktlich. 😄',
        'Nachträglich alles Gute, {name}! 📅 Mein Kalender und ich reden nicht mehr miteinander. 😅🎂',
        'Ich bin spät dran, {name}, also ist dieser Glückwunsch schon ein Vintage-Stück. 🍷 Alles Gute nachträglich! 😄',
        'Alles Gute nachträglich, {name}! 🎉 Ich wollte, dass mein Glückwunsch der letzte ist. Hat geklappt! 😎',
        'Ups, {name}! 🙈 Meine Glückwünsche haben die Party verpasst, bringen aber Snacks mit. Alles Gute nachträglich! 🍰',
        'Nachträglich alles Gute, {name}! 🎂 Gute Nachricht: Der restliche Kuchen ist bestimmt noch gut. Wahrscheinlich. 😄',
      ],
      age: [
        'Nachträglich alles Gute zum {age}. Geburtstag, {name}! 😅 In dem Alter übt man sich doch in Geduld, oder? 🎂',
        '{name}, ich hab deinen {age}. verpasst! 🙈 Alles Gute nachträglich – man sieht ihn dir überhaupt nicht an. 😄',
      ],
      family: [
        'Nachträglich alles Gute, {name}! 😅 Schuld ist der Familienchat: Keiner hat mich erinnert. 🎂',
      ],
      friends: [
        'Alles Gute nachträglich, {name}! 🙈 Unter Freunden kommt man nie zu spät, man verlängert nur die Party. 🎉',
      ],
      work: [
        'Nachträglich alles Gute zum Geburtstag, {name}! 😅 Ich könnte meinem Postfach die Schuld geben, aber ich hab ihn schlicht verpasst. 🎂',
      ],
    },
  },
  poetic: {
    normal: {
      any: [
        'Alles Gute zum Geburtstag, {name}! 🌸 Möge dein Jahr voller Freude blühen und dein Herz stets voller Licht sein. ✨',
        '{name}, eine weitere Reise um die Sonne: Möge sie voller Liebe, Lachen und erfüllter Träume sein. 🌅',
        'Für {name}: Möge jede Kerze einen Wunsch entzünden und jeder Wunsch seinen Weg finden. 🕯️✨ Alles Gute!',
        'Alles Gute zum Geburtstag, {name}! 🌷 Mögen deine Tage sanft wie der Frühling sein und deine Nächte voller Sterne. ✨',
        '{name}, möge dein neues Lebensjahr klingen wie dein Lieblingslied, Ton für Ton. 🎶',
        'Wie Sonnenlicht durch Blätter möge die Freude dich dieses Jahr überall finden, {name}. 🌿',
        'Alles Gute, {name}! 🌊 Möge jede Welle des kommenden Jahres dich deinen Träumen näher bringen. ✨',
        '{name}, die Welt ist heute ein wenig heller, weil es dich gibt. 🌟 Alles Gute zum Geburtstag!',
      ],
      age: [
        '{name}, {years} voller Geschichten, und die schönsten Kapitel sind noch nicht geschrieben. 📖 Alles Gute! ✨',
        'Alles Gute zum {age}. Geburtstag, {name}! 🌸 Möge dein neues Jahr wie ein Morgen sein: sanft, golden und voller Verheißung. 🌅',
      ],
      family: [
        'Alles Gute zum Geburtstag, {name}! 🌳 Du bist eine der Wurzeln, die unsere Familie stark und warm halten. 💛',
      ],
      friends: [
        'Alles Gute, {name}! 🌻 Unsere Freundschaft ist ein Garten, der zu jeder Jahreszeit blüht. ✨',
      ],
      work: [
        'Alles Gute zum Geburtstag, {name}! 🌿 Mit dir zu arbeiten macht gewöhnliche Tage ein wenig heller. ✨',
      ],
    },
    belated: {
      any: [
        '{name}, meine Wünsche kommen wie ein später Stern, doch sie leuchten genauso hell. 🌟 Alles Gute nachträglich!',
        'Nachträglich alles Gute, {name}! 🌙 Mögen die Tage nach deinem Geburtstag so sanft blühen wie er selbst. 🌸',
        'Spät wie die Abendbrise erreichen dich meine Wünsche, {name}: Möge dein neues Jahr hell und sanft sein. ✨',
        'Die Kerzen sind aus, {name}, doch meine Wünsche leuchten noch: alles Gute nachträglich. 🕯️✨',
        'Auch eine späte Blüte ist eine Blüte, {name}. 🌷 Alles Gute nachträglich und ein friedliches Jahr.',
        '{name}, meine Wünsche sind ein wenig gewandert, bevor sie dich fanden. 🍂 Alles Liebe nachträglich. ✨',
        'Alles Gute nachträglich, {name}! 🌙 Möge das eben begonnene Jahr sanft, hell und voller Musik sein. 🎶',
        'Auch wenn dein Tag vorüber ist, {name}, möge sein Licht dich das ganze Jahr begleiten. 🌟 Alles Gute nachträglich!',
      ],
      age: [
        'Nachträglich alles Gute zum {age}. Geburtstag, {name}! 🌙 Mögen dir viele helle Wege offenstehen. ✨',
        '{name}, meine Wünsche kommen spät, doch dein {age}. Geburtstag verdient zu jeder Stunde ein Lied. 🎶',
      ],
      family: [
        '{name}, wie Herbstrosen kommen meine Wünsche spät, mit aller Liebe der Familie. 🌹 Alles Gute nachträglich!',
      ],
      friends: [
        '{name}, ein später Wunsch für eine Freundschaft, die in meinem Herzen nie zu spät kommt. 🌙 Alles Gute nachträglich!',
      ],
      work: [
        'Alles Gute nachträglich, {name}! 🍂 Ein später Wunsch für jemanden, der jeden Arbeitstag heller macht. ✨',
      ],
    },
  },
  remembrance: {
    any: [
      'Ich denke heute an dich und an {name}. 🤍',
      'Heute erinnere ich mich mit dir an {name}. Ich schicke dir eine stille Umarmung.',
      '{name} ist heute in meinen Gedanken, und du auch. Ich bin da, wenn du reden möchtest.',
      'Heute halte ich die Erinnerung an {name} ganz nah und denke an dich. 🕯️',
      'Ich schicke dir heute viel Wärme. {name} ist nicht vergessen. 🤍',
      'Ich denke heute an dich und an {name}. Mögen dir die schönen Erinnerungen ein wenig Trost schenken.',
    ],
    years: [
      'Ich denke heute an dich: {years} ist es her, dass wir {name} verloren haben. 🤍',
      '{years} ohne {name}, und die Lücke bleibt. Ich umarme dich ganz fest.',
      '{name} bleibt in unseren Herzen, auch heute, {years} danach. Ich denke an dich.',
    ],
    belated: [
      'Ich weiß, der Tag ist schon vorbei, aber ich habe viel an dich und an {name} gedacht. 🤍',
      '{name} war in den letzten Tagen oft in meinen Gedanken, und du auch. Ich schicke dir viel Wärme.',
      'Ein paar Tage zu spät, aber ich wollte dir sagen, dass ich mit dir an {name} gedacht habe. 🕯️',
      'Ich denke an dich in diesen Tagen der Erinnerung an {name}. Ich bin da, wenn du mich brauchst.',
    ],
  },
  anniversary: {
    any: [
      'Alles Liebe zum Jahrestag, {name}! 💕 Auf viele weitere Jahre voller Liebe und Lachen.',
      'Herzlichen Glückwunsch zum Jahrestag, {name}! 🥂 Auf euch und alles, was ihr gemeinsam aufgebaut habt.',
      'Alles Gute zum Jahrestag, {name}! 💑 Habt einen wunderschönen Tag.',
      'Alles Liebe zum Jahrestag, {name}! ❤️ Möge eure Liebe jedes Jahr weiter wachsen.',
    ],
    years: [
      '{years} gemeinsam, {name}! 🥂 Alles Gute zum Jahrestag und auf viele weitere.',
      'Alles Liebe zum Jahrestag, {name}! 💕 {years} voller Liebe, und das Beste kommt noch.',
    ],
    belated: [
      'Nachträglich alles Liebe zum Jahrestag, {name}! 💕 Etwas spät, aber von Herzen.',
      'Entschuldigt die Verspätung, {name}! 🥂 Alles Gute nachträglich zum Jahrestag.',
      'Spät, aber von Herzen: alles Gute zum Jahrestag, {name}! ❤️',
    ],
  },
  other: {
    any: [
      '{label}: Heute ist dein Tag! 🎉 Ich wünsche dir einen wunderschönen Tag, {name}.',
      '{label}: Alles Gute für dich, {name}! 🌟 Genieß deinen besonderen Tag.',
      '{label}: Ich denke heute an dich, {name}. 💛 Hab einen schönen Tag.',
    ],
    years: [
      '{label}: {years}! 🎉 Herzlichen Glückwunsch, {name}, und auf viele weitere.',
      'Heute sind es {years}, {name}! 🌟 {label}: Ich wünsche dir alles Gute.',
    ],
    belated: [
      '{label}: Nachträglich alles Gute, {name}! 🎉 Etwas spät, aber von Herzen.',
      'Entschuldige die Verspätung, {name}! 🌟 {label}: Alles Gute für dich.',
    ],
  },
};
