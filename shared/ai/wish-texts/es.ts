import type { LanguageWishes } from './types';

// No adjective or participle here agrees with the person, whose gender the app does not know:
// 'amistad', not 'amigo/amiga'; ages go with the verb 'cumplir' ('cumples 1 año', 'cumples 40 años').
export const es: LanguageWishes = {
  years: (age) => (age === 1 ? '1 año' : `${age} años`),
  friendly: {
    normal: {
      any: [
        '¡Feliz cumpleaños, {name}! 🎉 Que tengas un día lleno de risas y un año lleno de cosas buenas. 🎂',
        '¡Muchas felicidades, {name}! 🥳 Que hoy no falten la tarta, los abrazos y la buena compañía.',
        '¡Hoy es tu día, {name}! 🎈 Disfrútalo al máximo y que este nuevo año sea increíble.',
        '¡Feliz cumpleaños, {name}! 🎂 Que este año te traiga más de todo lo que te hace sonreír.',
        '¡Brindo por ti, {name}! 🥂 Que pases un cumpleaños feliz y tengas un año estupendo.',
        '¡Que tengas un cumpleaños lleno de sol, {name}! ☀️ Disfruta cada minuto de tu día. 🎉',
        '¡Feliz cumpleaños, {name}! 💛 Gracias por ser como eres. ¡Que hoy te celebren como mereces!',
        '¡Un abrazo enorme, {name}! 🤗 Por un año de diversión, aventuras y mucha tarta. 🍰',
      ],
      age: [
        '¡Hoy cumples {years}, {name}! 🎉 Que sea el mejor año hasta ahora. 🎂',
        '¡Feliz cumpleaños, {name}! 🥳 Cumplir {years} te sienta de maravilla. ¡Disfrútalo! 🎈',
      ],
      family: [
        '¡Feliz cumpleaños, {name}! 💛 Qué suerte tiene esta familia de tenerte. Que pases un día precioso. 🎉',
      ],
      friends: [
        '¡Feliz cumpleaños, {name}! 🥳 Qué suerte tener una amistad como la tuya. ¡Disfruta tu día! 🎉',
      ],
      work: ['¡Feliz cumpleaños, {name}! 🎂 Es un placer trabajar contigo. ¡Disfruta tu día y la tarta! 🎉'],
    },
    belated: {
      any: [
        '¡Feliz cumpleaños atrasado, {name}! 🎂 Llego tarde, pero con el mismo cariño. ¡Espero que lo pasaras genial!',
        'Un poco tarde, pero de corazón: ¡feliz cumpleaños, {name}! 🎉 Que tengas un año fantástico.',
        '¡Abrazos de cumpleaños atrasados, {name}! 🤗 Espero que tu día fuera tan bonito como tú.',
        '¡Feliz cumpleaños atrasado, {name}! 🎈 Llego un poco tarde, pero espero que tu día estuviera lleno de tarta y risas.',
        '¡Perdona el retraso, {name}! 🙈 Feliz cumpleaños atrasado, y que tengas un año maravilloso.',
        'Más vale tarde que nunca: ¡feliz cumpleaños, {name}! 🎂 Espero que la fiesta fuera preciosa. 🎁',
        '¡Feliz cumpleaños atrasado, {name}! 🥳 Me perdí el día, pero no la ocasión de desearte un gran año.',
        'Tarde, pero de corazón: ¡feliz cumpleaños, {name}! 💛 Ojalá la fiesta siga todavía.',
      ],
      age: [
        '¡Feliz cumpleaños atrasado, {name}! 🎂 Perdona el retraso; espero que cumplir {years} fuera genial. 🎉',
        '¡Un poco tarde, pero felicidades por cumplir {years}, {name}! 🎈 Que este nuevo año sea increíble. 😊',
      ],
      family: ['¡Feliz cumpleaños atrasado, {name}! 🎂 Tarde, pero con todo el cariño de la familia. 💛'],
      friends: [
        '¡Feliz cumpleaños atrasado, {name}! 🎈 Llego tarde, pero nuestra amistad merece felicitaciones cualquier día. 🎂',
      ],
      work: [
        '¡Feliz cumpleaños atrasado, {name}! 🎉 Perdona que se me pasara; trabajar contigo es un placer cada día. 🎂',
      ],
    },
  },
  formal: {
    normal: {
      any: [
        '{name}, reciba mis más sinceras felicitaciones en su cumpleaños. Le deseo salud, felicidad y éxito. 🎂',
        'Feliz cumpleaños, {name}. Le deseo una magnífica celebración y muchos éxitos en el año que comienza. 🎉',
        '{name}, en este día tan especial le hago llegar mis mejores deseos de felicidad y prosperidad. 🌟',
        'Feliz cumpleaños, {name}. Que el nuevo año le traiga salud, alegría y muchos éxitos. 🌟',
        '{name}, le deseo un feliz cumpleaños y un año próspero y lleno de satisfacciones. 🎂',
        'Con motivo de su cumpleaños, {name}, le hago llegar un cordial saludo y mis mejores deseos. 🎉',
        'Muchas felicidades, {name}. Le deseo una celebración merecida y un año de nuevos logros. 🌟',
        '{name}, que su cumpleaños sea el comienzo de un año sano, feliz y provechoso. 🎂',
      ],
      age: [
        '{name}, reciba mis felicitaciones por cumplir {years}. Le deseo salud y felicidad en este nuevo año. 🎂',
        'Feliz cumpleaños, {name}. En el día en que cumple {years}, le deseo muchos éxitos. 🌟',
      ],
      family: [
        '{name}, su presencia es una alegría para nuestra familia. Reciba nuestros mejores deseos en su cumpleaños. 🎂',
      ],
      friends: ['{name}, aprecio mucho nuestra amistad. Le deseo un muy feliz cumpleaños. 🎉'],
      work: [
        'Feliz cumpleaños, {name}. Es un placer trabajar con usted; mis mejores deseos para este año. 🎂',
      ],
    },
    belated: {
      any: [
        '{name}, reciba con retraso mis felicitaciones por su cumpleaños. Le deseo un año lleno de éxitos. 🎂',
        'Felicidades atrasadas, {name}. Espero que su celebración fuera estupenda; le deseo lo mejor. 🌟',
        '{name}, disculpe la demora: le deseo un año próspero y lleno de salud. ¡Feliz cumpleaños! 🎉',
        '{name}, lamento no haberle escrito a tiempo. Reciba mis mejores deseos por su cumpleaños. 🌟',
        'Felicidades con retraso, {name}. Que el año que comienza le traiga salud y muchos éxitos. 🎂',
        '{name}, algo tarde pero con toda sinceridad: mis mejores deseos por su cumpleaños. 🎉',
        'Le ruego disculpe el retraso, {name}. Le deseo un feliz cumpleaños y un año próspero. 🌟',
        '{name}, reciba mi felicitación atrasada por su cumpleaños. Le deseo alegría y buena salud. 🎂',
      ],
      age: [
        '{name}, con retraso, reciba mis felicitaciones por cumplir {years}. Le deseo salud y éxito. 🎂',
        'Le ruego disculpe el retraso, {name}: felicidades por cumplir {years}. Que sea un año provechoso. 🌟',
      ],
      family: [
        '{name}, reciba, aunque con retraso, las felicitaciones de toda la familia por su cumpleaños. 🌟',
      ],
      friends: ['{name}, disculpe el retraso; aprecio mucho nuestra amistad. Feliz cumpleaños. 🌟'],
      work: ['{name}, reciba con retraso mis felicitaciones. Es un placer trabajar con usted. 🌟'],
    },
  },
  funny: {
    normal: {
      any: [
        '¡Feliz cumpleaños, {name}! 🎂 No cuentes las velas, disfruta del calorcito. ¡No cumples años, ganas estilo! 😄',
        '¡Felicidades, {name}! 🥳 Un año más de sabiduría y el mismo encanto de siempre. 😎',
        '¡Feliz cumpleaños, {name}! 🎉 Hoy las calorías no cuentan, es ley. ¡A por la tarta! 🍰',
        '¡Feliz cumpleaños, {name}! 🎂 No te preocupes por hacerte mayor; preocúpate de que haya tarta para todos. 🍰',
        '¡Felicidades, {name}! 🥳 Sabes que te haces mayor cuando las velas cuestan más que la tarta. 🕯️',
        '¡Feliz cumpleaños, {name}! 🎉 Hoy tienes permiso oficial para desayunar tarta. 😋',
        '¡Feliz cumple, {name}! 🎈 No te haces mayor, subes de nivel. 🎮',
        '¡Feliz cumpleaños, {name}! 😄 Te he hecho el mejor regalo: este mensaje. De nada. 🎁',
      ],
      age: [
        '¿Cumples {years}, {name}? 🎂 ¡Nadie lo diría! Feliz cumpleaños. 😄',
        '¡Feliz cumpleaños, {name}! 🎉 {years} de experiencia repartiendo buen humor: eso va al currículum. 😎',
      ],
      family: ['¡Feliz cumpleaños, {name}! 🎂 De toda la familia, estás sin duda en mi top diez. 😄'],
      friends: [
        '¡Feliz cumpleaños, {name}! 🥳 Gracias por conocer todos mis secretos y seguir a mi lado. 😄',
      ],
      work: ['¡Feliz cumpleaños, {name}! 🎂 Orden del día: primero la tarta, las reuniones nunca. 😄'],
    },
    belated: {
      any: [
        '¡Feliz cumpleaños atrasado, {name}! 😅 No me olvidé, solo quería que lo celebraras más tiempo. 🎉',
        '{name}, mis felicitaciones vinieron en tortuga. 🐢 ¡Feliz cumpleaños atrasado! 🎂',
        '¡Feliz cumple atrasado, {name}! 🎈 Digamos que sigues de fiesta, así que llego justo a tiempo. 😄',
        '¡Feliz cumpleaños atrasado, {name}! 📅 Mi calendario y yo ya no nos hablamos. 😅🎂',
        'Llego tarde, {name}, así que esta felicitación ya es de colección. 🍷 ¡Feliz cumpleaños atrasado! 😄',
        '¡Feliz cumpleaños atrasado, {name}! 🎉 Quería que mi felicitación fuera la última, y lo he conseguido. 😎',
        '¡Ups, {name}! 🙈 Mis felicitaciones se perdieron la fiesta, pero traen aperitivos. ¡Feliz cumple atrasado! 🍰',
        '¡Feliz cumpleaños atrasado, {name}! 🎂 Buena noticia: la tarta que sobró seguro que sigue buena. Probablemente. 😄',
      ],
      age: [
        '¡Feliz cumpleaños atrasado, {name}! 😅 Llego tarde, pero al cumplir {years} ya se aprende a tener paciencia, ¿no? 🎂',
        '{name}, ¡se me pasó que cumplías {years}! 🙈 Feliz cumpleaños atrasado; nadie lo diría. 😄',
      ],
      family: [
        '¡Feliz cumpleaños atrasado, {name}! 😅 La culpa es del grupo de la familia: nadie me avisó. 🎂',
      ],
      friends: [
        '¡Feliz cumpleaños atrasado, {name}! 🙈 Una buena amistad nunca llega tarde, solo alarga la fiesta. 🎉',
      ],
      work: [
        '¡Feliz cumpleaños atrasado, {name}! 😅 Podría culpar a mi bandeja de entrada, pero simplemente se me pasó. 🎂',
      ],
    },
  },
  poetic: {
    normal: {
      any: [
        '¡Feliz cumpleaños, {name}! 🌸 Que tu año florezca en alegría, tus días brillen y tu corazón esté lleno. ✨',
        '{name}, otra vuelta al sol: que venga llena de amor, risas y sueños cumplidos. 🌅 ¡Felicidades!',
        'Para {name} en su día: que cada vela encienda un deseo y cada deseo encuentre su camino. 🕯️✨',
        '¡Feliz cumpleaños, {name}! 🌷 Que tus días sean suaves como la primavera y tus noches brillen de estrellas. ✨',
        '{name}, que este nuevo año de tu vida suene como tu canción favorita, nota a nota. 🎶',
        'Como el sol entre las hojas, que la alegría te encuentre en todas partes este año, {name}. 🌿',
        '¡Feliz cumpleaños, {name}! 🌊 Que cada ola del año que empieza te acerque un poco más a tus sueños. ✨',
        '{name}, hoy el mundo brilla un poco más porque tú estás en él. 🌟 ¡Feliz cumpleaños!',
      ],
      age: [
        '{name}, {years} de historias, y los mejores capítulos aún están por escribir. 📖 ¡Feliz cumpleaños! ✨',
        '¡Feliz cumpleaños, {name}! 🌸 Que cumplir {years} sea como un amanecer: suave, dorado y lleno de promesas. 🌅',
      ],
      family: [
        '¡Feliz cumpleaños, {name}! 🌳 Eres una de las raíces que mantienen a nuestra familia fuerte y unida. 💛',
      ],
      friends: [
        '¡Feliz cumpleaños, {name}! 🌻 Nuestra amistad es un jardín que florece en cada estación. ✨',
      ],
      work: [
        '¡Feliz cumpleaños, {name}! 🌿 Trabajar a tu lado hace que los días corrientes brillen un poco más. ✨',
      ],
    },
    belated: {
      any: [
        '{name}, mis deseos llegan como una estrella tardía, pero brillan igual. 🌟 ¡Feliz cumpleaños atrasado!',
        '¡Feliz cumpleaños atrasado, {name}! 🌙 Que los días que siguen florezcan tan dulces como tu día. 🌸',
        'Tarde como la brisa del atardecer llegan mis deseos, {name}: que tu nuevo año sea luminoso. ✨',
        'Las velas se apagaron, {name}, pero mis deseos siguen encendidos: feliz cumpleaños atrasado. 🕯️✨',
        'Una flor tardía sigue siendo flor, {name}. 🌷 Feliz cumpleaños atrasado y un año sereno.',
        '{name}, mis deseos dieron un rodeo antes de encontrarte. 🍂 Feliz cumpleaños atrasado, con cariño. ✨',
        '¡Feliz cumpleaños atrasado, {name}! 🌙 Que el año que acaba de empezar sea amable, luminoso y lleno de música. 🎶',
        'Aunque tu día ya pasó, {name}, que su luz te acompañe todo el año. 🌟 ¡Feliz cumpleaños atrasado!',
      ],
      age: [
        '¡Feliz cumpleaños atrasado, {name}! 🌙 Que cumplir {years} te abra caminos llenos de luz. ✨',
        '{name}, mis deseos llegan tarde, pero cumplir {years} merece una canción a cualquier hora. 🎶 ¡Felicidades!',
      ],
      family: [
        '{name}, como las rosas de otoño, mis deseos llegan tarde, con todo el cariño de la familia. 🌹 ¡Felicidades!',
      ],
      friends: [
        '{name}, un deseo tardío para una amistad que nunca llega tarde a mi corazón. 🌙 ¡Feliz cumpleaños atrasado!',
      ],
      work: [
        '¡Feliz cumpleaños atrasado, {name}! 🍂 Un deseo tardío para quien ilumina cada jornada de trabajo. ✨',
      ],
    },
  },
  remembrance: {
    any: [
      'Hoy pienso en ti y recuerdo a {name}. 🤍',
      'Hoy recuerdo a {name} contigo. Te mando todo mi cariño y un abrazo.',
      '{name} está hoy en mis pensamientos, y tú también. Aquí estoy si quieres hablar.',
      'Hoy guardo muy cerca el recuerdo de {name} y pienso mucho en ti. 🕯️',
      'Te mando mucho cariño en este día. {name} sigue en nuestro recuerdo. 🤍',
      'Pienso en ti y en {name} hoy. Ojalá los buenos recuerdos te den un poco de consuelo.',
    ],
    years: [
      'Hoy se cumplen {years} sin {name}. Pienso mucho en ti. 🤍',
      '{years} sin {name}, y se le sigue echando mucho de menos. Un abrazo fuerte.',
      'Han pasado {years} y {name} sigue muy presente. Te mando todo mi cariño.',
    ],
    belated: [
      'Sé que el día ya pasó, pero he estado pensando en ti y en {name}. 🤍',
      'Estos días he tenido muy presente a {name}, y a ti también. Te mando mucho cariño.',
      'Con unos días de retraso, quería decirte que recordé a {name} contigo. 🕯️',
      'Pienso en ti estos días en que recuerdas a {name}. Aquí estoy para lo que necesites.',
    ],
  },
  anniversary: {
    any: [
      '¡Feliz aniversario, {name}! 💕 Que sigan sumando años de amor y risas juntos.',
      '¡Feliz aniversario, {name}! 🥂 Un brindis por el amor y por todo lo construido juntos.',
      '¡Muchas felicidades en este aniversario, {name}! 💑 Que sea un día precioso.',
      '¡Feliz aniversario, {name}! ❤️ Que el amor siga creciendo cada año.',
    ],
    years: [
      '¡{years} juntos, {name}! 🥂 Feliz aniversario, y por muchos más.',
      '¡Feliz aniversario, {name}! 💕 {years} de amor, y lo mejor está por venir.',
    ],
    belated: [
      '¡Feliz aniversario atrasado, {name}! 💕 Un poco tarde, pero con todo el cariño.',
      'Perdón por el retraso, {name}. 🥂 ¡Feliz aniversario y que vengan muchos años más!',
      'Tarde pero de corazón: ¡feliz aniversario, {name}! ❤️',
    ],
  },
  other: {
    any: [
      '¡{label} hoy! 🎉 Que tengas un día precioso, {name}.',
      '{label}: ¡muchas felicidades, {name}! 🌟 Disfruta de tu día.',
      '{label}: hoy pienso en ti, {name}. 💛 Que pases un día muy bonito.',
    ],
    years: [
      '{label}: ¡{years}! 🎉 Enhorabuena, {name}, y por muchos más.',
      '¡{years} hoy, {name}! 🌟 {label}: te deseo lo mejor.',
    ],
    belated: [
      '{label}: felicidades con retraso, {name}. 🎉 Un poco tarde, pero con el mismo cariño.',
      'Perdón por el retraso, {name}. 🌟 {label}: te deseo lo mejor.',
    ],
  },
};
