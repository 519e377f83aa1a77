// What a remembrance's message must never say, in the six wish languages: the words of a celebration
// (happy, congratulations, birthday, party…) and its emojis. Each is a word's beginning, so 'Happiest'
// and 'félicitations' are caught while a word that only contains one ('Gedenkfeier', a memorial) is not.
const CELEBRATION_WORDS = [
  // en
  'happy',
  'happi',
  'congrat',
  'celebrat',
  'birthday',
  'many returns',
  'cheers',
  'party',
  // es
  'feliz',
  'felici',
  'enhorabuena',
  'cumpleaños',
  'celebr',
  'fiesta',
  // fr
  'joyeu',
  'félicit',
  'bon anniversaire',
  'bonne fête',
  'fête',
  'célébr',
  // de
  'glückw',
  'alles gute',
  'geburtstag',
  'feier',
  'gratul',
  // it
  'buon compleanno',
  'compleanno',
  'auguri',
  'congratul',
  'felice',
  'festeggi',
  'festa',
  // tr
  'mutlu',
  'kutla',
  'kutlu',
  'tebrik',
  'doğum gün',
];
const CELEBRATION_EMOJIS = ['🎉', '🎂', '🎈', '🥳', '🎁', '🍰', '🧁', '🎊', '🥂', '🍾', '🎆', '🎇', '🪅'];

// Letters and spaces only, so the words join into one pattern as they are.
const WORDS = new RegExp(`(?<![\\p{L}\\p{N}])(?:${CELEBRATION_WORDS.join('|')})`, 'iu');

/** Whether a message celebrates: a remembrance's message that does is never sent as written. */
export const celebrates = (text: string): boolean =>
  WORDS.test(text.normalize('NFC')) || CELEBRATION_EMOJIS.some((emoji) => text.includes(emoji));
