import type { LanguageWishes } from './types';

export const en: LanguageWishes = {
  years: (age) => (age === 1 ? '1 year' : `${age} years`),
  friendly: {
    normal: {
      any: [
        'Happy birthday, {name}! 🎉 Wishing you a day full of laughter and a year full of good things. 🎂',
        'Happy birthday, {name}! 🥳 Hope today brings you all the cake, smiles and good company you deserve.',
        "It's your day, {name}! 🎈 Have a wonderful birthday and an amazing year ahead.",
        'Happy birthday, {name}! 🎂 May this year bring you more of everything that makes you smile.',
        'Cheers to you, {name}! 🥂 Have the happiest of birthdays and a brilliant year to come.',
        'Wishing you the sunniest birthday, {name}! ☀️ Enjoy every minute of your special day. 🎉',
        'Happy birthday, {name}! 💛 Thanks for being you. I hope today you get celebrated the way you deserve.',
        "Big birthday hugs, {name}! 🤗 Here's to a year of fun, adventures and lots of cake. 🍰",
      ],
      age: [
        "Happy {ordinal} birthday, {name}! 🎉 Here's to turning {age} and to your best year yet. 🎂",
        '{years} young today, {name}! 🥳 Wishing you a fantastic birthday and a brilliant year ahead.',
      ],
      family: ['Happy birthday, {name}! 🎉 Our family is lucky to have you. Have a wonderful day. 💛'],
      friends: ['Happy birthday, {name}! 🥳 Lucky me to have a friend like you. Have an amazing day. 🎉'],
      work: ["Happy birthday, {name}! 🎉 It's a pleasure working with you. Enjoy your day and the cake! 🎂"],
    },
    belated: {
      any: [
        "Happy belated birthday, {name}! 🎂 Sorry I'm late, but my wishes are just as warm. Hope you had a great day!",
        'A little late, but no less sincere: happy birthday, {name}! 🎉 Wishing you a fantastic year ahead.',
        'Belated birthday hugs, {name}! 🤗 I hope your day was as wonderful as you are.',
        "Happy belated birthday, {name}! 🎈 I'm a little late, but I hope your day was full of fun and cake.",
        "Sorry these wishes are late, {name}! 🙈 Happy belated birthday, and here's to a wonderful year.",
        'Better late than never: happy birthday, {name}! 🎂 I hope you were spoiled rotten. 🎁',
        'Happy belated birthday, {name}! 🥳 I missed the day, but not the chance to wish you a great year.',
        'Belated but heartfelt: happy birthday, {name}! 💛 Hope the celebrations are still going strong.',
      ],
      age: [
        "Happy belated {ordinal} birthday, {name}! 🎂 Sorry I'm late. I hope turning {age} was a blast. 🎉",
        'A little late, but happy birthday, {name}! 🎈 {years} young looks great on you. 😊',
      ],
      family: [
        "Happy belated birthday, {name}! 🎂 Late, but with all the family's love. I hope your day was great. 💛",
      ],
      friends: [
        "Happy belated birthday, {name}! 🎈 I'm late, but a friend like you deserves good wishes any day. 🎂",
      ],
      work: [
        'Happy belated birthday, {name}! 🎂 Sorry I missed it. Working with you is a pleasure every day. 🎉',
      ],
    },
  },
  formal: {
    normal: {
      any: [
        'Dear {name}, warmest wishes on your birthday. May the year ahead bring you health, success and happiness. 🎂',
        'Happy birthday, {name}. Wishing you a wonderful celebration and every success in the year to come. 🎉',
        'Dear {name}, please accept my sincere congratulations on your birthday and best wishes for the year ahead. 🌟',
        'Dear {name}, happy birthday. May the coming year be filled with good health, joy and success. 🌟',
        'Many happy returns, {name}. I wish you a pleasant birthday and a prosperous year ahead. 🎂',
        'Dear {name}, on your birthday I send my very best wishes for happiness and fulfilment. 🎉',
        'Happy birthday, {name}. Wishing you a day of well-earned celebration and a year of new achievements. 🌟',
        'Dear {name}, may your birthday mark the beginning of a healthy, happy and rewarding year. 🎂',
      ],
      age: [
        'Dear {name}, congratulations on your {ordinal} birthday. May the year ahead bring you health and happiness. 🎂',
        'Happy birthday, {name}. Warmest wishes as you turn {age}, and every success in the year to come. 🌟',
      ],
      family: ['Dear {name}, it is a joy to have you in our family. Warmest wishes on your birthday. 🎂'],
      friends: ['Dear {name}, I value our friendship greatly. Wishing you a very happy birthday. 🎉'],
      work: [
        'Happy birthday, {name}, and thank you for being such a valued colleague. Best wishes for the year ahead. 🎂',
      ],
    },
    belated: {
      any: [
        'Dear {name}, please accept my belated birthday wishes. May the year ahead bring you health and success. 🎂',
        'Belated birthday greetings, {name}. I hope your celebration was wonderful and wish you every success. 🌟',
        'Dear {name}, with apologies for the delay: warmest wishes for a happy and prosperous year. 🎉',
        'Dear {name}, I regret missing your birthday. Please accept my belated wishes for a wonderful year. 🌟',
        'Belated many happy returns, {name}. May the year ahead bring you health and every success. 🎂',
        'Dear {name}, somewhat late but most sincere: best wishes on your birthday and for the year ahead. 🎉',
        'Please forgive the delay, {name}. I wish you a belated happy birthday and a prosperous year. 🌟',
        'Dear {name}, my belated congratulations on your birthday. I wish you joy and good health. 🎂',
      ],
      age: [
        'Dear {name}, belated congratulations on your {ordinal} birthday. I wish you health and success. 🎂',
        'Please accept my belated congratulations on turning {age}, {name}. May the year ahead be a rewarding one. 🌟',
      ],
      family: [
        "Dear {name}, please accept the whole family's belated wishes for a happy birthday and a healthy year. 🌟",
      ],
      friends: [
        'Dear {name}, my apologies for the delay. I value our friendship and wish you a happy birthday. 🌟',
      ],
      work: [
        'Dear {name}, belated birthday wishes to a valued colleague. I wish you every success this year. 🌟',
      ],
    },
  },
  funny: {
    normal: {
      any: [
        "Happy birthday, {name}! 🎂 Don't count the candles, just enjoy the glow. You're not old, you're vintage! 😄",
        '{name}, happy birthday! 🥳 Another year wiser, and somehow still not a day over awesome. 😎',
        "Happy birthday, {name}! 🎉 Calories don't count today, it's the law. Enjoy the cake! 🍰",
        "Happy birthday, {name}! 🎂 Don't worry about getting older. Worry about getting enough cake. 🍰",
        "{name}, happy birthday! 🥳 You know you're getting older when the candles cost more than the cake. 🕯️",
        'Happy birthday, {name}! 🎉 Today you have official permission to eat cake for breakfast. 😋',
        "Happy birthday, {name}! 🎈 Remember: you're not getting older, you're leveling up. 🎮",
        "Happy birthday, {name}! 😄 I got you the best present ever: this message. You're welcome. 🎁",
      ],
      age: [
        "{years} young, {name}! 🎂 You don't look a day over fabulous. Happy birthday! 😄",
        "Happy {ordinal} birthday, {name}! 🎉 That's {years} of pure awesome experience. 😎",
      ],
      family: ["Happy birthday, {name}! 🎂 Of all my relatives, you're definitely in my top ten. 😄"],
      friends: [
        'Happy birthday, {name}! 🥳 Thanks for being the friend who knows all my secrets and still hangs out with me. 😄',
      ],
      work: ["Happy birthday, {name}! 🎂 Today's agenda: cake first, meetings never. 😄"],
    },
    belated: {
      any: [
        "Happy belated birthday, {name}! 😅 I didn't forget, I just wanted you to celebrate a bit longer. 🎉",
        '{name}, my birthday wishes took the scenic route. 🐢 Happy belated birthday! 🎂',
        "Happy belated birthday, {name}! 🎈 Let's say you're still celebrating, so I'm right on time. 😄",
        'Happy belated birthday, {name}! 📅 My calendar and I are no longer on speaking terms. 😅🎂',
        "I'm late, {name}, so technically this wish is vintage too. 🍷 Happy belated birthday! 😄",
        'Happy belated birthday, {name}! 🎉 I wanted my wish to be your very last one, and I nailed it. 😎',
        'Oops, {name}! 🙈 My wishes missed the party but brought snacks. Happy belated birthday! 🍰',
        'Happy belated birthday, {name}! 🎂 Good news: the leftover cake should still be fine. Probably. 😄',
      ],
      age: [
        "Happy belated {ordinal}, {name}! 😅 I'm late, but at {age} you've learned patience, right? 🎂",
        "{name}, I missed you turning {age}! 🙈 Happy belated birthday. You still don't look a day over fabulous. 😄",
      ],
      family: ['Happy belated birthday, {name}! 😅 Blame the family group chat: nobody reminded me. 🎂'],
      friends: [
        'Happy belated birthday, {name}! 🙈 Good friends are never late, they just make the party longer. 🎉',
      ],
      work: ["Happy belated birthday, {name}! 😅 I'd blame my inbox, but really, I just missed it. 🎂"],
    },
  },
  poetic: {
    normal: {
      any: [
        'Happy birthday, {name}! 🌸 May your year bloom with joy, your days shine with light and your heart stay full. ✨',
        '{name}, another trip around the sun: may it glow with love, laughter and dreams come true. 🌅 Happy birthday!',
        'To {name} on your birthday: may every candle light a wish and every wish find its way home. 🕯️✨',
        'Happy birthday, {name}! 🌷 May your days be soft as spring and your nights bright with stars. ✨',
        '{name}, may this new year of your life unfold like a song you love, note by joyful note. 🎶',
        'Like sunlight through leaves, may joy find you everywhere this year, {name}. Happy birthday! 🌿',
        'Happy birthday, {name}! 🌊 May each wave of the year ahead carry you closer to your dreams. ✨',
        '{name}, today the world is a little brighter for having you in it. Happy birthday! 🌟',
      ],
      age: [
        '{name}, {years} of stories, and the best chapters are still unwritten. 📖 Happy {ordinal} birthday! ✨',
        'Happy birthday, {name}! 🌸 May turning {age} feel like a new dawn: gentle, golden and full of promise. 🌅',
      ],
      family: [
        'Happy birthday, {name}! 🌳 You are one of the roots that keep our family strong and warm. 💛',
      ],
      friends: [
        'Happy birthday, {name}! 🌻 A friendship like ours is a garden that blooms in every season. ✨',
      ],
      work: ['Happy birthday, {name}! 🌿 Working beside you makes ordinary days a little brighter. ✨'],
    },
    belated: {
      any: [
        '{name}, though my wishes arrive like a late star, they shine just as bright. 🌟 Happy belated birthday!',
        'Happy belated birthday, {name}! 🌙 May the days after your birthday bloom as sweetly as the day itself. 🌸',
        'Late as the evening breeze, my wishes come to you, {name}: may your new year be gentle and bright. ✨',
        'The candles are out, {name}, but my wishes still glow: happy belated birthday. 🕯️✨',
        'A late bloom is still a bloom, {name}. 🌷 Happy belated birthday, and a gentle year ahead.',
        '{name}, my wishes wandered a while before finding you. 🍂 Happy belated birthday, with love. ✨',
        'Happy belated birthday, {name}! 🌙 May the year just begun be kind, bright and full of song. 🎶',
        'Though your day has passed, {name}, may its light linger all year long. 🌟 Happy belated birthday!',
      ],
      age: [
        'Happy belated {ordinal} birthday, {name}! 🌙 May turning {age} open paths full of light. ✨',
        '{name}, my wishes come late, but turning {age} deserves a song at any hour. 🎶 Happy belated birthday!',
      ],
      family: [
        "{name}, like autumn roses my wishes come late, with all our family's love. 🌹 Happy belated birthday!",
      ],
      friends: [
        '{name}, a late wish for a friend who is always on time in my heart. 🌙 Happy belated birthday!',
      ],
      work: [
        'Happy belated birthday, {name}! 🍂 A late wish for someone who brightens every working day. ✨',
      ],
    },
  },
  remembrance: {
    any: [
      'Thinking of you today, remembering {name}. 🤍',
      'Remembering {name} with you today. Sending you love and a quiet hug.',
      "{name} is in my thoughts today, and so are you. I'm here if you want to talk.",
      "Today I'm holding {name}'s memory close, and thinking of you. 🕯️",
      'Sending you warmth on this day. {name} is not forgotten. 🤍',
      'Thinking of you and of {name} today. May the good memories bring you some comfort.',
    ],
    years: [
      'Thinking of you today, {years} since we lost {name}. 🤍',
      '{years} without {name}, and still so missed. Sending you a warm hug.',
      "{name} is still so loved and remembered, {years} on. I'm thinking of you.",
    ],
    belated: [
      "I know the day has passed, but I've been thinking of you and of {name}. 🤍",
      '{name} has been on my mind these past days, and so have you. Sending you love.',
      'A few days late, but I wanted you to know I remembered {name} with you. 🕯️',
      "Thinking of you this week as you remember {name}. I'm here whenever you need me.",
    ],
  },
  anniversary: {
    any: [
      'Happy anniversary, {name}! 💕 Wishing you many more years of love and laughter together.',
      "Happy anniversary, {name}! 🥂 Here's to you and to everything you've built together.",
      'Cheers to you both, {name}! 💑 Have a wonderful anniversary.',
      'Happy anniversary, {name}! ❤️ May your love keep growing every year.',
    ],
    years: [
      "{years} together, {name}! 🥂 Happy anniversary, and here's to many more.",
      'Happy anniversary, {name}! 💕 {years} of love, and the best is still to come.',
    ],
    belated: [
      'Happy belated anniversary, {name}! 💕 A little late, but wishing you both lots of love.',
      "Sorry I'm late, {name}! 🥂 Happy belated anniversary, and many more years together.",
      'Belated but heartfelt: happy anniversary, {name}! ❤️',
    ],
  },
  other: {
    any: [
      '{label} today! 🎉 Wishing you a wonderful day, {name}.',
      '{label}: all my best wishes, {name}! 🌟 Enjoy your special day.',
      '{label}: thinking of you today, {name}! 💛 Have a lovely day.',
    ],
    years: [
      "{label}: {years}! 🎉 Congratulations, {name}, and here's to many more.",
      '{years} today, {name}! 🌟 {label}: wishing you all the best.',
    ],
    belated: [
      '{label}: belated wishes, {name}! 🎉 A little late, but just as warm.',
      "Sorry I'm late, {name}! 🌟 {label}: all my best wishes.",
    ],
  },
};
