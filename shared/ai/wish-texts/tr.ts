import type { LanguageWishes } from './types';

// Turkish never puts a plural after a number, and every suffix goes on a word, never on {name} or
// {age}: '40 yaşına', '40. yaş günün'.
export const tr: LanguageWishes = {
  years: (age) => `${age} yaş`,
  friendly: {
    normal: {
      any: [
        'İyi ki doğdun {name}! 🎉 Yeni yaşın sana bol kahkaha, sağlık ve mutluluk getirsin. Nice güzel yıllara! 🎂',
        'Doğum günün kutlu olsun {name}! 🥳 Bugün pastası bol, keyfi yerinde bir gün olsun.',
        'Nice mutlu yıllara {name}! 🎈 Her şeyin gönlünce olduğu harika bir yıl diliyorum.',
        'Doğum günün kutlu olsun {name}! 🎂 Bu yıl seni gülümseten her şey çoğalsın.',
        'İyi ki varsın {name}! 🥳 Yeni yaşın neşe, sağlık ve güzel sürprizlerle dolsun. 🎉',
        'Mutlu yıllar {name}! ☀️ Bugün yılın en güzel günü olsun. 🎈',
        'Nice yaşlara {name}! 💛 Nice kahkahalara, nice güzel anılara. 🎂',
        'Kocaman sarılıyorum {name}! 🤗 Doğum günün kutlu olsun, yeni yaşın bol maceralı geçsin. 🎉',
      ],
      age: [
        '{age}. yaş günün kutlu olsun {name}! 🎉 Yeni yaşın şimdiye kadarki en güzel yılın olsun. 🎂',
        'İyi ki doğdun {name}! 🥳 {age} yaşına basmak sana çok yakıştı. Nice mutlu yıllara! 🎈',
      ],
      family: ['Doğum günün kutlu olsun {name}! 💛 Ailemizin bir parçası olduğun için çok şanslıyız. 🎉'],
      friends: ['İyi ki doğdun {name}! 🥳 Senin gibi bir arkadaşım olduğu için çok şanslıyım. 🎉'],
      work: [
        'Doğum günün kutlu olsun {name}! 🎂 Seninle çalışmak büyük keyif. Bugün pastanın tadını çıkar! 🎉',
      ],
    },
    belated: {
      any: [
        'Biraz geç oldu ama doğum günün kutlu olsun {name}! 🎂 Umarım harika bir gün geçirmişsindir.',
        'Gecikmiş doğum günün kutlu olsun {name}! 🎉 Yeni yaşın sana güzellikler getirsin.',
        'Geç kaldım ama dileklerim hâlâ sıcacık: iyi ki doğdun {name}! 🤗',
        'Biraz geciktim ama gönülden: doğum günün kutlu olsun {name}! 🎈 Umarım bol pastalı bir gün geçirmişsindir.',
        'Geç kaldığım için kusura bakma {name}! 🙈 Gecikmiş doğum günün kutlu olsun, yeni yaşın harika geçsin.',
        'Geç olsun da güç olmasın: iyi ki doğdun {name}! 🎂 Umarım doyasıya kutlamışsındır. 🎁',
        'Gecikmiş doğum günün kutlu olsun {name}! 🥳 Günü kaçırdım ama sana harika bir yıl dilemeyi kaçırmam.',
        'Gecikmeli ama içten: iyi ki doğdun {name}! 💛 Umarım kutlamalar hâlâ devam ediyordur.',
      ],
      age: [
        'Gecikmiş {age}. yaş günün kutlu olsun {name}! 🎂 Umarım yeni yaşına harika bir başlangıç yapmışsındır. 🎉',
        'Biraz geç kaldım {name}, ama {age} yaşına bastığın için seni kutluyorum! 🎈 Nice mutlu yıllara. 😊',
      ],
      family: ['Gecikmiş doğum günün kutlu olsun {name}! 🎂 Biraz geç ama tüm ailenin sevgisiyle. 💛'],
      friends: [
        'Gecikmiş doğum günün kutlu olsun {name}! 🎈 Senin gibi bir arkadaşa iyi dilekler her gün yakışır. 🎂',
      ],
      work: [
        'Gecikmiş doğum günün kutlu olsun {name}! 🎉 Kaçırdığım için kusura bakma; seninle çalışmak her gün keyif. 🎂',
      ],
    },
  },
  formal: {
    normal: {
      any: [
        'Sayın {name}, doğum gününüzü en içten dileklerimle kutlar, sağlık ve başarı dolu bir yıl dilerim. 🎂',
        'Doğum gününüz kutlu olsun {name}. Yeni yaşınızın size mutluluk ve huzur getirmesini dilerim. 🌟',
        'Sayın {name}, yeni yaşınızda tüm dileklerinizin gerçekleşmesini temenni ederim. İyi ki doğdunuz. 🎉',
        'Sayın {name}, doğum gününüz kutlu olsun. Yeni yaşınızın sağlık, huzur ve başarı getirmesini dilerim. 🌟',
        'Nice mutlu yıllara {name}. Doğum gününüzü kutlar, esenlikler dilerim. 🎂',
        'Sayın {name}, bu özel gününüzde en iyi dileklerimi sunarım. Mutluluk dolu bir yıl geçirmeniz dileğiyle. 🎉',
        'Doğum gününüz kutlu olsun {name}. Başarılarla ve güzel haberlerle dolu bir yıl dilerim. 🌟',
        'Sayın {name}, yeni yaşınızın sağlıklı, mutlu ve verimli bir yılın başlangıcı olmasını dilerim. 🎂',
      ],
      age: [
        'Sayın {name}, {age}. yaş gününüzü içtenlikle kutlar, sağlık ve mutluluk dilerim. 🎂',
        'Doğum gününüz kutlu olsun {name}. {age} yaşınızın size başarı ve huzur getirmesini dilerim. 🌟',
      ],
      family: [
        'Değerli {name}, ailemizde olmanız bizim için büyük bir mutluluk. Doğum gününüz kutlu olsun. 🎂',
      ],
      friends: ['Değerli {name}, dostluğunuz benim için çok kıymetli. Doğum gününüz kutlu olsun. 🎉'],
      work: [
        'Sayın {name}, sizinle çalışmak büyük bir ayrıcalık. Doğum gününüzü kutlar, başarılar dilerim. 🎂',
      ],
    },
    belated: {
      any: [
        'Sayın {name}, gecikmeli de olsa doğum gününüzü kutlar, sağlıklı ve başarılı bir yıl dilerim. 🎂',
        'Gecikmiş doğum gününüz kutlu olsun {name}. Yeni yaşınızın hayırlı olmasını dilerim. 🌟',
        'Sayın {name}, geç kalışımı bağışlayın; yeni yaşınızın size mutluluk getirmesini dilerim. 🎉',
        'Sayın {name}, doğum gününüzü kaçırdığım için üzgünüm. Gecikmiş de olsa en iyi dileklerimi sunarım. 🌟',
        'Gecikmiş nice mutlu yıllara {name}. Yeni yaşınızın sağlık ve başarı getirmesini dilerim. 🎂',
        'Sayın {name}, biraz geç de olsa doğum gününüzü içtenlikle kutlarım. 🎉',
        'Gecikmem için özür dilerim {name}. Doğum gününüzü kutlar, esenlik dolu bir yıl dilerim. 🌟',
        'Sayın {name}, gecikmeli tebriklerimi kabul ediniz. Mutlu ve sağlıklı bir yıl dilerim. 🎂',
      ],
      age: [
        'Sayın {name}, gecikmeli de olsa {age}. yaş gününüzü kutlar, sağlıklı bir yıl dilerim. 🎂',
        'Gecikmem için özür dilerim {name}. {age} yaşınızın size mutluluk ve başarı getirmesini dilerim. 🌟',
      ],
      family: [
        'Değerli {name}, tüm ailemiz adına gecikmiş doğum gününüzü kutlar, sağlıklı bir yıl dileriz. 🌟',
      ],
      friends: [
        'Değerli {name}, gecikmem için özür dilerim; dostluğunuz çok kıymetli. Doğum gününüz kutlu olsun. 🌟',
      ],
      work: [
        'Sayın {name}, gecikmeli de olsa doğum gününüzü kutlarım. Sizinle çalışmak her zaman bir keyif. 🌟',
      ],
    },
  },
  funny: {
    normal: {
      any: [
        'İyi ki doğdun {name}! 🎂 Yaş sadece bir sayı, ama pastadaki mumlar itfaiyeyi çağırtacak kadar. 😄',
        'Doğum günün kutlu olsun {name}! 🥳 Bugün kalori sayılmaz, bu bir kanun. Pastanın tadını çıkar! 🍰',
        '{name}, yaşlanmıyorsun, sadece daha değerli bir antika oluyorsun! 😎 İyi ki doğdun! 🎉',
        'Doğum günün kutlu olsun {name}! 🎂 Yaşlanmayı dert etme, pastanın yetip yetmeyeceğini dert et. 🍰',
        'İyi ki doğdun {name}! 🥳 Mumların fiyatı pastayı geçtiyse bil ki artık büyüdün. 😄',
        'Doğum günün kutlu olsun {name}! 🎉 Bugün kahvaltıda pasta yemek resmen serbest. 😋',
        'İyi ki doğdun {name}! 🎈 Yaşlanmıyorsun, seviye atlıyorsun. 🎮',
        'Doğum günün kutlu olsun {name}! 😄 Sana en güzel hediyeyi verdim: bu mesajı. Rica ederim. 🎁',
      ],
      age: [
        'İyi ki doğdun {name}! 🎂 {age} yaş mı? Hiç göstermiyorsun, yemin ederim. 😄',
        "{age}. yaş günün kutlu olsun {name}! 🎉 Tam {age} yıllık tecrübe; bunu hemen CV'ne yaz. 😎",
      ],
      family: ['Doğum günün kutlu olsun {name}! 🎂 Tüm akrabalarım arasında kesinlikle ilk on içindesin. 😄'],
      friends: [
        'İyi ki doğdun {name}! 🥳 Bütün sırlarımı bilip yine de benimle takılan arkadaşım, iyi ki varsın. 😄',
      ],
      work: ['Doğum günün kutlu olsun {name}! 🎂 Bugünün gündemi: önce pasta, toplantılar asla. 😄'],
    },
    belated: {
      any: [
        'Gecikmiş doğum günün kutlu olsun {name}! 😅 Unutmadım, sadece kutlamayı uzatmak istedim. 🎉',
        '{name}, dileklerim kaplumbağayla yola çıktı. 🐢 Gecikmiş doğum günün kutlu olsun! 🎂',
        'Geç kaldım {name}, ama kutlama hâlâ sürüyor sayılır, değil mi? 😄 İyi ki doğdun! 🎈',
        'Gecikmiş doğum günün kutlu olsun {name}! 📅 Takvimimle aramız biraz bozuk. 😅🎂',
        'Geç kaldım {name}, yani bu dilek de artık antika sayılır. 🍷 Gecikmiş doğum günün kutlu olsun! 😄',
        'Gecikmiş doğum günün kutlu olsun {name}! 🎉 Seni en son kutlayan olmak istedim, başardım. 😎',
        'Eyvah {name}! 🙈 Dileklerim partiyi kaçırdı ama çerez getirdi. Gecikmiş doğum günün kutlu olsun! 🍰',
        'Gecikmiş doğum günün kutlu olsun {name}! 🎂 İyi haber: artan pasta hâlâ yenir. Herhalde. 😄',
      ],
      age: [
        'Gecikmiş {age}. yaş günün kutlu olsun {name}! 😅 Bu yaşta sabrı öğrenmişsindir, değil mi? 🎂',
        '{name}, {age} yaşına bastığını kaçırdım! 🙈 Gecikmiş doğum günün kutlu olsun, yaşını hiç göstermiyorsun. 😄',
      ],
      family: ['Gecikmiş doğum günün kutlu olsun {name}! 😅 Suç aile grubunda: kimse bana hatırlatmadı. 🎂'],
      friends: [
        'Gecikmiş doğum günün kutlu olsun {name}! 🙈 İyi arkadaşlar geç kalmaz, sadece partiyi uzatır. 🎉',
      ],
      work: [
        'Gecikmiş doğum günün kutlu olsun {name}! 😅 Suçu e-postalarıma atardım ama düpedüz kaçırdım. 🎂',
      ],
    },
  },
  poetic: {
    normal: {
      any: [
        'İyi ki doğdun {name}! 🌸 Yeni yaşın bahar gibi açsın, günlerin ışıkla, kalbin sevgiyle dolsun. ✨',
        '{name}, güneşin etrafında bir tur daha: sevgiyle, umutla ve gerçekleşen düşlerle dolsun. 🌅 Nice yıllara!',
        '{name}, her mum bir dilek, her dilek bir yıldız olsun yolunda. 🕯️✨ Doğum günün kutlu olsun!',
        'Doğum günün kutlu olsun {name}! 🌷 Günlerin bahar gibi yumuşak, gecelerin yıldızlarla aydınlık olsun. ✨',
        '{name}, yeni yaşın sevdiğin bir şarkı gibi, nota nota neşeyle aksın. 🎶 İyi ki doğdun!',
        'Yaprakların arasından süzülen güneş gibi, mutluluk bu yıl seni her yerde bulsun {name}. 🌿',
        'İyi ki doğdun {name}! 🌊 Önündeki yılın her dalgası seni hayallerine biraz daha yaklaştırsın. ✨',
        '{name}, sen var olduğun için dünya bugün biraz daha parlak. 🌟 Doğum günün kutlu olsun!',
      ],
      age: [
        '{name}, {age} yılın hikâyesi yazıldı, en güzel bölümler ise hâlâ yazılmayı bekliyor. 📖 İyi ki doğdun! ✨',
        'Doğum günün kutlu olsun {name}! 🌸 {age} yaşın yeni bir şafak gibi doğsun: yumuşak, altın renkli ve umut dolu. 🌅',
      ],
      family: ['Doğum günün kutlu olsun {name}! 🌳 Sen ailemizi güçlü ve sıcak tutan köklerden birisin. 💛'],
      friends: ['İyi ki doğdun {name}! 🌻 Bizim dostluğumuz her mevsim çiçek açan bir bahçe. ✨'],
      work: [
        'Doğum günün kutlu olsun {name}! 🌿 Seninle çalışmak sıradan günleri biraz daha aydınlatıyor. ✨',
      ],
    },
    belated: {
      any: [
        '{name}, dileklerim geç doğan bir yıldız gibi ama aynı parlaklıkla geliyor. 🌟 Gecikmiş doğum günün kutlu olsun!',
        'Gecikmiş doğum günün kutlu olsun {name}! 🌙 Yeni yaşının her günü bir çiçek gibi açsın. 🌸',
        'Akşam meltemi gibi geç ama içten: iyi ki doğdun {name}, yeni yılın aydınlık olsun. ✨',
        'Mumlar söndü {name}, ama dileklerim hâlâ parlıyor: gecikmiş doğum günün kutlu olsun. 🕯️✨',
        'Geç açan çiçek de çiçektir {name}. 🌷 Gecikmiş doğum günün kutlu olsun, yeni yılın huzurlu geçsin.',
        '{name}, dileklerim seni bulmadan önce biraz dolaştı. 🍂 Gecikmiş doğum günün kutlu olsun, sevgiyle. ✨',
        'Gecikmiş doğum günün kutlu olsun {name}! 🌙 Yeni başlayan yılın nazik, aydınlık ve şarkılarla dolu olsun. 🎶',
        'Günün geçti {name}, ama ışığı bütün yıl seninle kalsın. 🌟 Gecikmiş doğum günün kutlu olsun!',
      ],
      age: [
        'Gecikmiş {age}. yaş günün kutlu olsun {name}! 🌙 Yeni yaşın sana ışıkla dolu yollar açsın. ✨',
        '{name}, dileklerim geç geliyor ama {age} yaşın her saatte bir şarkıyı hak ediyor. 🎶 Gecikmiş doğum günün kutlu olsun!',
      ],
      family: [
        '{name}, sonbahar gülleri gibi geç ama tüm ailemizin sevgisiyle: gecikmiş doğum günün kutlu olsun. 🌹',
      ],
      friends: [
        '{name}, kalbimde hep zamanında olan bir dosta geç kalmış bir dilek. 🌙 Gecikmiş doğum günün kutlu olsun!',
      ],
      work: [
        'Gecikmiş doğum günün kutlu olsun {name}! 🍂 Her iş gününü aydınlatan birine geç kalmış bir dilek. ✨',
      ],
    },
  },
  remembrance: {
    any: [
      'Bugün seni düşünüyorum; {name} hep kalbimizde. 🤍',
      'Bugün {name} aklımda, sen de öyle. Konuşmak istersen buradayım.',
      'Bugün sana sevgiyle sarılıyorum. {name} unutulmadı, unutulmayacak. 🤍',
      'Bugün {name} anısına bir mum yakıyorum ve seni düşünüyorum. 🕯️',
      '{name} ile ilgili güzel anılar sana biraz teselli versin. Bugün seni düşünüyorum.',
      'Bugün {name} özlemle anılıyor; seni de sevgiyle kucaklıyorum.',
    ],
    years: [
      'Bugün seni düşünüyorum; {name} aramızdan ayrılalı {years} oldu. 🤍',
      '{years} geçti, {name} hâlâ kalbimizde. Sana kocaman sarılıyorum.',
      '{name} olmadan geçen {years}... Özlem hiç azalmıyor. Seni düşünüyorum.',
    ],
    belated: [
      'Biraz geç oldu biliyorum, ama bu günlerde hep seni düşündüm; {name} hep kalbimizde. 🤍',
      'Son günlerde {name} sık sık aklıma geldi, sen de öyle. Sana sevgiler gönderiyorum.',
      'Birkaç gün gecikmeyle de olsa, {name} anısına seninle olduğumu bilmeni istedim. 🕯️',
      'Bu anma günlerinde seni düşünüyorum; {name} unutulmadı. İhtiyacın olursa buradayım.',
    ],
  },
  anniversary: {
    any: [
      'Yıl dönümünüz kutlu olsun, {name}! 💕 Nice sevgi ve kahkaha dolu yıllara.',
      'Nice mutlu yıllara, {name}! 🥂 Yıl dönümünüz kutlu olsun.',
      'Yıl dönümünüzü kutlarım, {name}! 💑 Harika bir gün geçirmeniz dileğiyle.',
      'Yıl dönümünüz kutlu olsun, {name}! ❤️ Sevginiz her yıl daha da büyüsün.',
    ],
    years: [
      'Birlikte {years}, {name}! 🥂 Yıl dönümünüz kutlu olsun, nice yıllara.',
      'Yıl dönümünüz kutlu olsun, {name}! 💕 {years} boyunca sevgiyle, en güzel günler hâlâ önünüzde.',
    ],
    belated: [
      'Biraz gecikmeli ama yıl dönümünüz kutlu olsun, {name}! 💕 Nice sevgi dolu yıllara.',
      'Geç kaldığım için kusura bakmayın, {name}! 🥂 Yıl dönümünüz kutlu olsun.',
      'Geç ama içten: yıl dönümünüzü kutlarım, {name}! ❤️',
    ],
  },
  other: {
    any: [
      '{label}: Bugün senin günün! 🎉 Harika bir gün geçirmeni dilerim, {name}.',
      '{label}: En iyi dileklerimle, {name}! 🌟 Bu özel günün tadını çıkar.',
      '{label}: Bugün seni düşünüyorum, {name}. 💛 Güzel bir gün geçir.',
    ],
    years: [
      '{label}: {years}! 🎉 Tebrikler {name}, nice yıllara.',
      'Bugün {years} oldu, {name}! 🌟 {label}: En iyi dileklerimle.',
    ],
    belated: [
      '{label}: Biraz gecikmeli ama en iyi dileklerimle, {name}! 🎉',
      'Geciktiğim için kusura bakma, {name}! 🌟 {label}: En iyi dileklerimle.',
    ],
  },
};
