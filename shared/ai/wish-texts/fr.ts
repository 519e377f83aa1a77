import type { LanguageWishes } from './types';

// No adjective or participle here agrees with the person or the sender, whose gender the app does
// not know ('notre amitié', not 'mon ami/amie'; 'pardon', not 'désolé/désolée'); ages read '1 an',
// '40 ans' with no possessive that would have to agree.
export const fr: LanguageWishes = {
  years: (age) => (age === 1 ? '1 an' : `${age} ans`),
  friendly: {
    normal: {
      any: [
        'Joyeux anniversaire, {name} ! 🎉 Je te souhaite une journée pleine de rires et une année pleine de belles choses.',
        'Bon anniversaire, {name} ! 🥳 Que ta journée soit remplie de gâteau, de sourires et de bons moments.',
        "C'est ton jour, {name} ! 🎈 Profites-en à fond et passe une année formidable.",
        "Joyeux anniversaire, {name} ! 🎂 Que cette année t'apporte encore plus de raisons de sourire.",
        'À ta santé, {name} ! 🥂 Passe un merveilleux anniversaire et une année formidable.',
        'Je te souhaite un anniversaire ensoleillé, {name} ! ☀️ Profite de chaque minute de ta journée. 🎉',
        "Bon anniversaire, {name} ! 💛 Merci d'être toi. Que l'on te fête aujourd'hui comme tu le mérites !",
        "Gros bisous d'anniversaire, {name} ! 🤗 Place à une année de fous rires, d'aventures et de gâteau. 🍰",
      ],
      age: [
        "{years} aujourd'hui, {name} ! 🎉 Je te souhaite un anniversaire génial et ta plus belle année. 🎂",
        'Bon anniversaire, {name} ! 🥳 Avoir {years} te va à merveille. Profite bien de ta journée. 🎈',
      ],
      family: [
        "Joyeux anniversaire, {name} ! 💛 Notre famille a de la chance de t'avoir. Passe une belle journée. 🎉",
      ],
      friends: [
        "Bon anniversaire, {name} ! 🥳 Quelle chance d'avoir une amitié comme la nôtre. Profite de ta journée ! 🎉",
      ],
      work: [
        "Joyeux anniversaire, {name} ! 🎂 C'est un plaisir de travailler avec toi. Profite bien du gâteau ! 🎉",
      ],
    },
    belated: {
      any: [
        'Joyeux anniversaire en retard, {name} ! 🎂 Je suis en retard, mais mes vœux sont tout aussi sincères.',
        'Un peu tard, mais de tout cœur : bon anniversaire, {name} ! 🎉 Je te souhaite une super année.',
        "Bisous d'anniversaire en retard, {name} ! 🤗 J'espère que ta journée a été aussi belle que toi.",
        "Joyeux anniversaire en retard, {name} ! 🎈 J'espère que ta journée a été pleine de rires et de gâteau.",
        'Pardon pour le retard, {name} ! 🙈 Joyeux anniversaire en retard, et belle année à toi.',
        "Mieux vaut tard que jamais : bon anniversaire, {name} ! 🎂 J'espère que la fête était belle. 🎁",
        "Joyeux anniversaire en retard, {name} ! 🥳 J'ai raté le jour J, mais pas l'occasion de te souhaiter une belle année.",
        "En retard mais sincère : bon anniversaire, {name} ! 💛 J'espère que la fête continue.",
      ],
      age: [
        "Joyeux anniversaire en retard, {name} ! 🎂 Pardon pour le retard ; j'espère que ce passage à {years} s'est bien fêté. 🎉",
        'Un peu en retard, {name}, mais joyeux anniversaire ! 🎈 {years}, ça te va très bien. 😊',
      ],
      family: [
        "Joyeux anniversaire en retard, {name} ! 🎂 En retard, mais avec toute l'affection de la famille. 💛",
      ],
      friends: [
        'Joyeux anniversaire en retard, {name} ! 🎈 Je suis en retard, mais notre amitié mérite des vœux tous les jours. 🎂',
      ],
      work: [
        "Joyeux anniversaire en retard, {name} ! 🎉 Pardon de l'avoir raté ; travailler avec toi est un plaisir chaque jour. 🎂",
      ],
    },
  },
  formal: {
    normal: {
      any: [
        '{name}, je vous adresse mes meilleurs vœux pour votre anniversaire : santé, bonheur et réussite. 🎂',
        'Joyeux anniversaire, {name}. Je vous souhaite une belle célébration et une excellente année. 🎉',
        '{name}, veuillez recevoir mes plus sincères félicitations pour votre anniversaire. 🌟',
        'Joyeux anniversaire, {name}. Que cette nouvelle année vous apporte santé, joie et succès. 🌟',
        '{name}, je vous souhaite un excellent anniversaire et une année riche en satisfactions. 🎂',
        "À l'occasion de votre anniversaire, {name}, je vous adresse tous mes vœux de bonheur. 🎉",
        'Tous mes vœux, {name}. Je vous souhaite une belle fête et une année de nouvelles réussites. 🌟',
        "{name}, que votre anniversaire marque le début d'une année heureuse, sereine et épanouissante. 🎂",
      ],
      age: [
        '{name}, je vous souhaite un très bel anniversaire : {years}, cela se fête ! 🎂',
        'Joyeux anniversaire, {name}. Pour ce passage à {years}, je vous souhaite santé et réussite. 🌟',
      ],
      family: [
        "{name}, c'est une joie de vous compter dans notre famille. Tous nos vœux pour votre anniversaire. 🎂",
      ],
      friends: [
        "{name}, notre amitié m'est très précieuse. Je vous souhaite un très joyeux anniversaire. 🎉",
      ],
      work: [
        "Joyeux anniversaire, {name}. C'est un plaisir de travailler avec vous ; meilleurs vœux pour cette année. 🎂",
      ],
    },
    belated: {
      any: [
        "{name}, avec un peu de retard, je vous adresse mes meilleurs vœux d'anniversaire. Belle année à vous. 🎂",
        "Joyeux anniversaire avec retard, {name}. J'espère que votre journée a été excellente. 🌟",
        '{name}, veuillez excuser ce retard : je vous souhaite une année pleine de santé et de réussite. 🎉',
        '{name}, je regrette de ne pas vous avoir écrit à temps. Recevez mes meilleurs vœux pour votre anniversaire. 🌟',
        "Tous mes vœux avec retard, {name}. Que l'année qui commence vous apporte santé et réussite. 🎂",
        '{name}, un peu tard mais très sincèrement : meilleurs vœux pour votre anniversaire. 🎉',
        "Je vous prie d'excuser mon retard, {name}. Je vous souhaite un joyeux anniversaire et une belle année. 🌟",
        '{name}, recevez mes vœux tardifs pour votre anniversaire. Je vous souhaite joie et bonne santé. 🎂',
      ],
      age: [
        '{name}, avec un peu de retard, toutes mes félicitations pour ce passage à {years}. Santé et réussite ! 🎂',
        "Je vous prie d'excuser mon retard, {name} : {years}, cela se fête. Je vous souhaite une excellente année. 🌟",
      ],
      family: [
        '{name}, recevez, avec un peu de retard, les vœux de toute la famille pour votre anniversaire. 🌟',
      ],
      friends: [
        "{name}, veuillez excuser mon retard ; notre amitié m'est précieuse. Joyeux anniversaire. 🌟",
      ],
      work: [
        "{name}, recevez mes vœux d'anniversaire avec un peu de retard. C'est un plaisir de travailler avec vous. 🌟",
      ],
    },
  },
  funny: {
    normal: {
      any: [
        'Joyeux anniversaire, {name} ! 🎂 Ne compte pas les bougies, profite de la lumière. Tu prends de la valeur ! 😄',
        'Bon anniversaire, {name} ! 🥳 Une année de plus au compteur, et toujours la même classe. 😎',
        "Joyeux anniversaire, {name} ! 🎉 Aujourd'hui, les calories ne comptent pas, c'est la loi. Vive le gâteau ! 🍰",
        "Joyeux anniversaire, {name} ! 🎂 Ne t'inquiète pas de vieillir, inquiète-toi plutôt qu'il reste du gâteau. 🍰",
        "Bon anniversaire, {name} ! 🥳 On sait qu'on vieillit quand les bougies coûtent plus cher que le gâteau. 🕯️",
        "Joyeux anniversaire, {name} ! 🎉 Aujourd'hui, tu as officiellement le droit de manger du gâteau au petit-déj. 😋",
        'Bon anniversaire, {name} ! 🎈 Tu ne vieillis pas, tu passes au niveau supérieur. 🎮',
        "Joyeux anniversaire, {name} ! 😄 Je t'offre le plus beau des cadeaux : ce message. De rien. 🎁",
      ],
      age: [
        '{years}, {name} ? 🎂 On ne dirait pas du tout ! Joyeux anniversaire. 😄',
        "Joyeux anniversaire, {name} ! 🎉 {years} d'expérience en bonne humeur : ça se met sur un CV. 😎",
      ],
      family: [
        'Joyeux anniversaire, {name} ! 🎂 De toute la famille, tu es sans hésiter dans mon top dix. 😄',
      ],
      friends: [
        'Bon anniversaire, {name} ! 🥳 Merci de connaître tous mes secrets et de rester quand même à mes côtés. 😄',
      ],
      work: ["Joyeux anniversaire, {name} ! 🎂 Ordre du jour : d'abord le gâteau, les réunions jamais. 😄"],
    },
    belated: {
      any: [
        "Joyeux anniversaire en retard, {name} ! 😅 Je n'ai pas oublié, je voulais juste prolonger la fête. 🎉",
        "{name}, mes vœux ont pris l'escargot express. 🐌 Joyeux anniversaire en retard ! 🎂",
        "Bon anniversaire avec un peu de retard, {name} ! 🎈 Disons que la fête continue : je suis pile à l'heure. 😄",
        'Joyeux anniversaire en retard, {name} ! 📅 Mon agenda et moi, on ne se parle plus. 😅🎂',
        'Je suis en retard, {name}, donc ce vœu est déjà un millésime. 🍷 Joyeux anniversaire en retard ! 😄',
        "Joyeux anniversaire en retard, {name} ! 🎉 Je voulais que mes vœux soient les derniers, c'est réussi. 😎",
        "Oups, {name} ! 🙈 Mes vœux ont raté la fête, mais ils apportent l'apéro. Joyeux anniversaire en retard ! 🍰",
        'Joyeux anniversaire en retard, {name} ! 🎂 Bonne nouvelle : les restes du gâteau sont sûrement encore bons. 😄',
      ],
      age: [
        'Joyeux anniversaire en retard, {name} ! 😅 Avec {years} au compteur, la patience, tu connais, non ? 🎂',
        "{name}, j'ai raté ton passage à {years} ! 🙈 Joyeux anniversaire en retard ; on ne dirait pas du tout. 😄",
      ],
      family: [
        "Joyeux anniversaire en retard, {name} ! 😅 C'est la faute du groupe de la famille : personne ne me l'a rappelé. 🎂",
      ],
      friends: [
        "Joyeux anniversaire en retard, {name} ! 🙈 Entre amis, on n'est jamais en retard, on prolonge la fête. 🎉",
      ],
      work: [
        "Joyeux anniversaire en retard, {name} ! 😅 Je pourrais accuser ma boîte mail, mais je l'ai juste raté. 🎂",
      ],
    },
  },
  poetic: {
    normal: {
      any: [
        'Joyeux anniversaire, {name} ! 🌸 Que ton année fleurisse de joie, que tes jours brillent et que ton cœur déborde. ✨',
        "{name}, un tour de soleil de plus : qu'il soit doux, lumineux et plein de rêves réalisés. 🌅 Bon anniversaire !",
        'Pour {name} : que chaque bougie allume un vœu, et que chaque vœu trouve son chemin. 🕯️✨',
        "Joyeux anniversaire, {name} ! 🌷 Que tes jours soient doux comme le printemps et tes nuits pleines d'étoiles. ✨",
        '{name}, que cette nouvelle année de ta vie sonne comme ta chanson préférée, note après note. 🎶',
        'Comme le soleil à travers les feuilles, que la joie te trouve partout cette année, {name}. 🌿',
        "Joyeux anniversaire, {name} ! 🌊 Que chaque vague de l'année qui vient te rapproche de tes rêves. ✨",
        "{name}, le monde brille un peu plus aujourd'hui parce que tu en fais partie. 🌟 Bon anniversaire !",
      ],
      age: [
        "{name}, {years} d'histoires, et les plus beaux chapitres restent à écrire. 📖 Joyeux anniversaire ! ✨",
        'Joyeux anniversaire, {name} ! 🌸 Que ce passage à {years} soit une aube douce, dorée et pleine de promesses. 🌅',
      ],
      family: [
        "Joyeux anniversaire, {name} ! 🌳 Tu es l'une des racines qui rendent notre famille forte et chaleureuse. 💛",
      ],
      friends: ['Bon anniversaire, {name} ! 🌻 Notre amitié est un jardin qui fleurit en toute saison. ✨'],
      work: [
        'Joyeux anniversaire, {name} ! 🌿 Travailler à tes côtés rend les journées ordinaires un peu plus lumineuses. ✨',
      ],
    },
    belated: {
      any: [
        '{name}, mes vœux arrivent comme une étoile tardive, mais brillent tout autant. 🌟 Joyeux anniversaire en retard !',
        'Joyeux anniversaire en retard, {name} ! 🌙 Que les jours qui suivent fleurissent aussi tendrement. 🌸',
        'Tardifs comme la brise du soir, mes vœux te rejoignent, {name} : que ta nouvelle année soit lumineuse. ✨',
        'Les bougies sont éteintes, {name}, mais mes vœux brillent encore : joyeux anniversaire en retard. 🕯️✨',
        'Une fleur tardive reste une fleur, {name}. 🌷 Joyeux anniversaire en retard, et une année sereine.',
        '{name}, mes vœux ont flâné avant de te trouver. 🍂 Joyeux anniversaire en retard, avec tendresse. ✨',
        "Joyeux anniversaire en retard, {name} ! 🌙 Que l'année qui commence soit douce, lumineuse et pleine de musique. 🎶",
        "Même si ton jour est passé, {name}, que sa lumière t'accompagne toute l'année. 🌟 Joyeux anniversaire en retard !",
      ],
      age: [
        "Joyeux anniversaire en retard, {name} ! 🌙 Que ce passage à {years} t'ouvre des chemins de lumière. ✨",
        '{name}, mes vœux arrivent tard, mais avoir {years} mérite une chanson à toute heure. 🎶 Joyeux anniversaire !',
      ],
      family: [
        "{name}, comme les roses d'automne, mes vœux arrivent tard, avec toute l'affection de la famille. 🌹",
      ],
      friends: [
        "{name}, un vœu tardif pour une amitié toujours à l'heure dans mon cœur. 🌙 Joyeux anniversaire en retard !",
      ],
      work: [
        "Joyeux anniversaire en retard, {name} ! 🍂 Un vœu tardif pour quelqu'un qui illumine chaque journée de travail. ✨",
      ],
    },
  },
  remembrance: {
    any: [
      "Je pense à toi aujourd'hui, et à {name}. 🤍",
      "{name} est dans mes pensées aujourd'hui, et toi aussi. Je suis là si tu as besoin de parler.",
      "Aujourd'hui, une pensée pour {name} et pour toi. Je t'envoie toute mon affection.",
      'En ce jour, je pense fort à toi. {name} reste dans nos cœurs. 🕯️',
      'Une pensée douce pour toi en ce jour. Nous gardons {name} dans nos cœurs. 🤍',
      "Je pense à toi et à {name} aujourd'hui. Que les beaux souvenirs t'apportent un peu de réconfort.",
    ],
    years: [
      "Je pense à toi aujourd'hui : déjà {years} sans {name}. 🤍",
      "{years} sans {name}, et l'absence se fait toujours sentir. Je t'embrasse fort.",
      "Déjà {years}, et nous pensons toujours à {name} avec tendresse. Je t'embrasse.",
    ],
    belated: [
      "Je sais que le jour est passé, mais j'ai beaucoup pensé à toi et à {name}. 🤍",
      "Ces derniers jours, j'ai eu une pensée pour {name}, et pour toi. Je t'envoie toute mon affection.",
      'Avec quelques jours de retard, je voulais te dire que je pensais à {name} avec toi. 🕯️',
      'Je pense à toi en ces jours de souvenir pour {name}. Je suis là si tu as besoin.',
    ],
  },
  anniversary: {
    any: [
      "Joyeux anniversaire, {name} ! 💕 Que l'amour et les rires continuent de vous accompagner.",
      'Joyeux anniversaire, {name} ! 🥂 À vous deux et à tout ce que vous avez construit ensemble.',
      'Tous mes vœux pour votre anniversaire, {name} ! 💑 Passez une très belle journée.',
      'Joyeux anniversaire, {name} ! ❤️ Que votre amour grandisse encore chaque année.',
    ],
    years: [
      '{years} ensemble, {name} ! 🥂 Joyeux anniversaire, et à toutes les années à venir.',
      "Joyeux anniversaire, {name} ! 💕 {years} d'amour, et le meilleur reste à venir.",
    ],
    belated: [
      'Joyeux anniversaire avec un peu de retard, {name} ! 💕 Tous mes vœux de bonheur à vous deux.',
      'Pardon pour le retard, {name} ! 🥂 Joyeux anniversaire et encore beaucoup de belles années ensemble.',
      'En retard mais de tout cœur : joyeux anniversaire, {name} ! ❤️',
    ],
  },
  other: {
    any: [
      "{label} aujourd'hui ! 🎉 Je te souhaite une belle journée, {name}.",
      '{label} : tous mes vœux, {name} ! 🌟 Profite bien de cette journée.',
      "{label} : je pense à toi aujourd'hui, {name}. 💛 Passe une très belle journée.",
    ],
    years: [
      '{label} : {years} ! 🎉 Félicitations, {name}, et à toutes les années à venir.',
      "{years} aujourd'hui, {name} ! 🌟 {label} : je te souhaite le meilleur.",
    ],
    belated: [
      '{label} : mes vœux avec un peu de retard, {name}. 🎉 Mais tout aussi chaleureux.',
      'Pardon pour le retard, {name} ! 🌟 {label} : tous mes vœux.',
    ],
  },
};
