import { INTEREST_GROUPS } from '../constants';
import type { GiftSuggestion } from '../schemas/ai';

type Idea = [
  title: string,
  description: string,
  priceRange: string,
  effort: GiftSuggestion['effort'],
  category: GiftSuggestion['category'],
];

// Offline gift ideas for every interest of spec §3, used when no model is configured or it fails.
export const GIFT_CATALOGUE: Record<string, Idea[]> = {
  Reading: [
    [
      'Book subscription box',
      'A monthly surprise novel picked to their taste, with a bookmark and a treat.',
      '$20-$40/month',
      'low',
      'physical',
    ],
    [
      'Personalised bookplate stamp',
      'An embosser with their name, to mark every book in their library as theirs.',
      '$25-$45',
      'low',
      'physical',
    ],
    [
      'Reading nook kit',
      'A clip-on reading light, a soft throw and a mug for long evenings with a book.',
      '$40-$80',
      'medium',
      'physical',
    ],
  ],
  Gaming: [
    [
      'Gift card for their platform',
      'Credit for the store they play on, so they can pick the game they have been eyeing.',
      '$25-$60',
      'low',
      'digital',
    ],
    [
      'Escape room night',
      'Tickets for an escape room: a real-life puzzle game to play together.',
      '$30-$50 per person',
      'medium',
      'experience',
    ],
    [
      'Custom controller skin',
      'A skin or grip printed with a design you choose, for the controller they use daily.',
      '$15-$35',
      'low',
      'physical',
    ],
  ],
  Cooking: [
    [
      'Cooking class',
      'A hands-on class in a cuisine they have never tried, from pasta to dumplings.',
      '$50-$120',
      'medium',
      'experience',
    ],
    [
      'Spice collection',
      'A box of small-batch spices from around the world with recipe cards.',
      '$30-$60',
      'low',
      'physical',
    ],
    [
      'Handwritten family recipe book',
      'A notebook of favourite family recipes, written out by hand with notes and photos.',
      '$10-$25',
      'high',
      'handmade',
    ],
  ],
  Gardening: [
    [
      'Heirloom seed set',
      'Rare vegetable and flower seeds with a planting calendar for the season.',
      '$20-$40',
      'low',
      'physical',
    ],
    [
      'Quality pruning shears',
      'A pair of well-made secateurs that will last for years of trimming.',
      '$30-$70',
      'low',
      'physical',
    ],
    [
      'Botanical garden membership',
      'A year of visits to a botanical garden for ideas and quiet walks.',
      '$50-$100',
      'low',
      'experience',
    ],
  ],
  Photography: [
    [
      'Photo book of their best shots',
      'Their favourite photos printed in a lay-flat book they can leaf through.',
      '$40-$90',
      'medium',
      'physical',
    ],
    [
      'Photo walk workshop',
      'A guided photo walk with a local photographer to learn new techniques.',
      '$40-$100',
      'low',
      'experience',
    ],
    [
      'Editing presets pack',
      'A set of professional editing presets for the photo app they use.',
      '$15-$40',
      'low',
      'digital',
    ],
  ],
  Travel: [
    [
      'Scratch-off world map',
      'A map where they scratch off each country they visit, framed for the wall.',
      '$25-$50',
      'low',
      'physical',
    ],
    [
      'Weekend getaway',
      'A night away somewhere close they have always wanted to visit.',
      '$150-$400',
      'high',
      'experience',
    ],
    [
      'Packing cube set',
      'Light packing cubes that keep a suitcase tidy on every trip.',
      '$20-$40',
      'low',
      'physical',
    ],
  ],
  Music: [
    ['Concert tickets', 'Tickets to see an artist they love, live.', '$50-$150', 'medium', 'experience'],
    [
      'Vinyl of a favourite album',
      'A record of the album they play the most, to keep and enjoy.',
      '$25-$45',
      'low',
      'physical',
    ],
    [
      'Custom playlist with notes',
      'A playlist made for them, with a note on why each song made the list.',
      '$0-$10',
      'medium',
      'handmade',
    ],
  ],
  Art: [
    [
      'Museum membership',
      'A year of free entry to a museum with exhibitions they would enjoy.',
      '$60-$120',
      'low',
      'experience',
    ],
    [
      'Art print from a local artist',
      'An original print by an artist whose style matches their taste.',
      '$40-$150',
      'medium',
      'physical',
    ],
    [
      'Sketchbook and fine pens',
      'A quality sketchbook with a set of fine liners for drawing on the go.',
      '$25-$50',
      'low',
      'physical',
    ],
  ],
  Sports: [
    ['Tickets to a game', 'Seats at a match of the team they follow.', '$40-$150', 'medium', 'experience'],
    [
      'Signed memorabilia',
      'A signed photo or shirt of a favourite player.',
      '$50-$200',
      'medium',
      'physical',
    ],
    [
      'Personalised jersey',
      'A jersey of their team printed with their name and lucky number.',
      '$50-$90',
      'low',
      'physical',
    ],
  ],
  Fitness: [
    [
      'Class pass',
      'A pack of classes at a studio: spin, boxing or climbing, to try something new.',
      '$50-$120',
      'low',
      'experience',
    ],
    [
      'Smart water bottle',
      'An insulated bottle that keeps drinks cold through the longest workout.',
      '$25-$45',
      'low',
      'physical',
    ],
    [
      'Massage gun',
      'A compact massage gun to ease sore muscles after training.',
      '$60-$150',
      'low',
      'physical',
    ],
  ],
  Movies: [
    [
      'Cinema gift card with snacks',
      'A night at the movies, popcorn included.',
      '$25-$50',
      'low',
      'experience',
    ],
    [
      'Home movie night box',
      'Gourmet popcorn, candy and a cosy blanket for a film night at home.',
      '$30-$60',
      'medium',
      'handmade',
    ],
    [
      'Streaming subscription',
      'A few months of a streaming service with the films they love.',
      '$30-$60',
      'low',
      'digital',
    ],
  ],
  'TV Shows': [
    [
      'Binge-watch kit',
      'Snacks, fuzzy socks and a note with the next show you think they will love.',
      '$25-$45',
      'medium',
      'handmade',
    ],
    [
      'Merchandise from a favourite series',
      'A mug, poster or figure from the show they quote all the time.',
      '$20-$50',
      'low',
      'physical',
    ],
    [
      'Streaming gift card',
      'Credit for the streaming service that carries their favourite series.',
      '$25-$50',
      'low',
      'digital',
    ],
  ],
  Concerts: [
    [
      'Tickets for a show',
      'Two tickets to a concert, so they can bring a friend or you.',
      '$60-$200',
      'medium',
      'experience',
    ],
    [
      'Framed ticket collage',
      'Their old ticket stubs arranged and framed as a memory wall.',
      '$30-$60',
      'high',
      'handmade',
    ],
    [
      'High-fidelity earplugs',
      'Earplugs that protect hearing without muffling the music.',
      '$20-$40',
      'low',
      'physical',
    ],
  ],
  Theater: [
    [
      'Theatre tickets',
      'Seats for a play or musical they have wanted to see.',
      '$50-$150',
      'medium',
      'experience',
    ],
    [
      'Script of a favourite play',
      'A beautiful edition of a play they love, with a note inside.',
      '$15-$35',
      'low',
      'physical',
    ],
    ['Backstage tour', 'A guided tour behind the scenes of a local theatre.', '$20-$50', 'low', 'experience'],
  ],
  Dancing: [
    [
      'Dance lessons for two',
      'A few lessons in salsa, swing or tango, together.',
      '$60-$150',
      'medium',
      'experience',
    ],
    ['Dance shoes', 'A comfortable pair of shoes made for the dance floor.', '$50-$120', 'low', 'physical'],
    [
      'Night out at a dance hall',
      'An evening at a club or dance hall with live music.',
      '$30-$80',
      'medium',
      'experience',
    ],
  ],
  Fashion: [
    [
      'Personal styling session',
      'An hour with a stylist to refresh their wardrobe.',
      '$60-$150',
      'low',
      'experience',
    ],
    ['Monogrammed accessory', 'A scarf, wallet or bag with their initials.', '$40-$100', 'low', 'physical'],
    ['Boutique gift card', 'Credit at a shop whose style they love.', '$30-$100', 'low', 'physical'],
  ],
  Technology: [
    [
      'Smart home starter',
      'A smart plug and speaker to begin a connected home.',
      '$40-$100',
      'low',
      'physical',
    ],
    [
      'Wireless charging stand',
      'A stand that charges their phone and earbuds at once.',
      '$30-$60',
      'low',
      'physical',
    ],
    [
      'Online tech course',
      'A course in coding, 3D printing or electronics at their own pace.',
      '$20-$80',
      'low',
      'digital',
    ],
  ],
  'Food & Dining': [
    [
      'Dinner at a new restaurant',
      'A meal at a place they have been wanting to try.',
      '$60-$150',
      'medium',
      'experience',
    ],
    [
      'Gourmet tasting box',
      'A box of cheeses, chocolates or olive oils from small producers.',
      '$35-$80',
      'low',
      'physical',
    ],
    [
      'Food tour',
      'A walking tour through the best bites of a neighbourhood.',
      '$50-$100',
      'low',
      'experience',
    ],
  ],
  'Wine & Spirits': [
    ['Wine tasting', 'A guided tasting at a winery or wine bar.', '$40-$100', 'low', 'experience'],
    [
      'Engraved decanter',
      'A decanter engraved with their name or a date that matters.',
      '$40-$90',
      'medium',
      'physical',
    ],
    [
      'Bottle from their birth year region',
      'A bottle from a region or vintage with a story that ties to them.',
      '$30-$120',
      'medium',
      'physical',
    ],
  ],
  'Home Decor': [
    [
      'Custom house portrait',
      'An illustration of their home by a local artist.',
      '$60-$150',
      'medium',
      'handmade',
    ],
    [
      'Scented candle trio',
      'Three hand-poured candles in scents that suit each room.',
      '$30-$60',
      'low',
      'physical',
    ],
    [
      'Indoor plant with a nice pot',
      'An easy-care plant in a ceramic pot that brightens a room.',
      '$30-$70',
      'low',
      'physical',
    ],
  ],
  'Outdoor Adventures': [
    [
      'Guided hike or climb',
      'A day out with a guide on a trail or rock face they have not tried.',
      '$60-$150',
      'medium',
      'experience',
    ],
    [
      'Headlamp and trail kit',
      'A bright headlamp, a first-aid pouch and a trail map of a favourite area.',
      '$40-$80',
      'low',
      'physical',
    ],
    [
      'National park pass',
      'A year of entry to parks for spontaneous adventures.',
      '$50-$90',
      'low',
      'physical',
    ],
  ],
  'Board Games': [
    [
      'A new strategy game',
      'A well-loved modern board game they do not own yet.',
      '$30-$70',
      'low',
      'physical',
    ],
    [
      'Game night hosted for them',
      'An evening with friends, snacks and their favourite games, all arranged by you.',
      '$20-$50',
      'high',
      'experience',
    ],
    [
      'Board game café voucher',
      'An afternoon at a café with hundreds of games to try.',
      '$20-$40',
      'low',
      'experience',
    ],
  ],
  Collecting: [
    ['Display case', 'A case or shelf that shows off their collection.', '$30-$80', 'low', 'physical'],
    [
      'A rare piece for the collection',
      'One special item they are still missing.',
      '$30-$150',
      'medium',
      'physical',
    ],
    [
      'Collectors fair tickets',
      'A day at a fair or convention for their kind of collection.',
      '$15-$40',
      'low',
      'experience',
    ],
  ],
  'DIY Projects': [
    [
      'Quality tool set',
      'A compact set of good tools for small projects around the house.',
      '$40-$100',
      'low',
      'physical',
    ],
    ['Workshop class', 'A class in woodworking, welding or upholstery.', '$50-$150', 'medium', 'experience'],
    [
      'Project kit',
      'Everything needed for one satisfying build, from a birdhouse to a lamp.',
      '$25-$60',
      'low',
      'physical',
    ],
  ],
  Volunteering: [
    [
      'Donation in their name',
      'A gift to a cause they care about, with a card saying so.',
      '$20-$100',
      'low',
      'digital',
    ],
    [
      'Volunteer day together',
      'A day helping at a shelter or food bank, side by side.',
      '$0',
      'medium',
      'experience',
    ],
    [
      'Reusable tote and bottle set',
      'Practical gear for long days of helping out.',
      '$20-$40',
      'low',
      'physical',
    ],
  ],
  Yoga: [
    ['Premium yoga mat', 'A grippy, cushioned mat made to last.', '$50-$100', 'low', 'physical'],
    ['Yoga retreat day', 'A day of classes, healthy food and calm.', '$80-$200', 'medium', 'experience'],
    [
      'Online yoga membership',
      'A few months of guided classes to follow at home.',
      '$30-$60',
      'low',
      'digital',
    ],
  ],
  Meditation: [
    [
      'Meditation app subscription',
      'A year of guided meditations and sleep stories.',
      '$40-$70',
      'low',
      'digital',
    ],
    ['Meditation cushion', 'A comfortable cushion for daily practice.', '$30-$60', 'low', 'physical'],
    ['Sound bath session', 'A relaxing session of gongs and singing bowls.', '$25-$50', 'low', 'experience'],
  ],
  'Spa & Relaxation': [
    ['Spa day voucher', 'A massage or a full spa day to unwind.', '$80-$200', 'low', 'experience'],
    ['Bath ritual box', 'Bath salts, oils and a candle for an evening off.', '$30-$60', 'low', 'physical'],
    [
      'Homemade spa kit',
      'Sugar scrub and face masks you made, packed in jars with labels.',
      '$15-$30',
      'high',
      'handmade',
    ],
  ],
  'Natural Health': [
    ['Herbal tea collection', 'Loose-leaf herbal teas with a glass infuser.', '$25-$50', 'low', 'physical'],
    ['Essential oil diffuser', 'A quiet diffuser with a few pure oils.', '$30-$60', 'low', 'physical'],
    [
      'Foraging walk',
      'A guided walk to learn the wild plants and herbs nearby.',
      '$30-$60',
      'low',
      'experience',
    ],
  ],
  'Mental Wellness': [
    ['Guided journal', 'A journal with prompts for gratitude and reflection.', '$15-$30', 'low', 'physical'],
    ['Weighted blanket', 'A calming blanket for deeper sleep.', '$50-$120', 'low', 'physical'],
    [
      'A day of their choice',
      'A handmade voucher for a day planned entirely around what restores them.',
      '$0-$50',
      'high',
      'handmade',
    ],
  ],
  Languages: [
    [
      'Language course',
      'Lessons in the language they want to learn, online or in person.',
      '$50-$150',
      'low',
      'digital',
    ],
    ['Bilingual book set', 'Stories with the translation side by side.', '$20-$40', 'low', 'physical'],
    [
      'Dinner at a restaurant from that country',
      'A meal where they can practise ordering in the language.',
      '$40-$100',
      'medium',
      'experience',
    ],
  ],
  'Online Courses': [
    [
      'Course platform credit',
      'Credit on a course platform to learn whatever sparks their curiosity.',
      '$30-$100',
      'low',
      'digital',
    ],
    [
      'Noise-cancelling headphones',
      'Headphones that help them focus on lessons.',
      '$60-$200',
      'low',
      'physical',
    ],
    ['Desk upgrade', 'A laptop stand and a good lamp for study sessions.', '$40-$90', 'low', 'physical'],
  ],
  History: [
    [
      'Historic site tour',
      'A guided visit to a castle, battlefield or old town.',
      '$20-$60',
      'low',
      'experience',
    ],
    [
      'Antique map print',
      'A print of an old map of a place that matters to them.',
      '$30-$80',
      'low',
      'physical',
    ],
    [
      'Family history research',
      'A DNA kit or an archive search to trace their roots.',
      '$60-$120',
      'medium',
      'digital',
    ],
  ],
  Science: [
    [
      'Planetarium or science museum visit',
      'A day among stars, fossils or experiments.',
      '$20-$50',
      'low',
      'experience',
    ],
    [
      'Telescope or microscope',
      'A starter instrument to explore the very far or the very small.',
      '$80-$200',
      'low',
      'physical',
    ],
    [
      'Popular science book bundle',
      'Three well-written books on ideas they find fascinating.',
      '$30-$60',
      'low',
      'physical',
    ],
  ],
  'Personal Development': [
    ['Coaching session', 'An hour with a coach on a goal they care about.', '$60-$150', 'low', 'experience'],
    ['Goal planner', 'A planner built around yearly goals and weekly steps.', '$20-$40', 'low', 'physical'],
    [
      'Audiobook subscription',
      'Months of audiobooks on growth, habits and ideas.',
      '$30-$60',
      'low',
      'digital',
    ],
  ],
  Writing: [
    ['Fountain pen', 'A smooth fountain pen with a bottle of ink.', '$30-$100', 'low', 'physical'],
    ['Writing workshop', 'A class or retreat to work on their craft.', '$50-$200', 'medium', 'experience'],
    ['Leather notebook', 'A refillable leather notebook for ideas and drafts.', '$30-$60', 'low', 'physical'],
  ],
  Painting: [
    ['Professional paint set', 'Artist-grade paints in the medium they love.', '$40-$100', 'low', 'physical'],
    ['Paint and sip evening', 'A relaxed painting class with a drink.', '$40-$70', 'low', 'experience'],
    ['Easel', 'A sturdy table or floor easel.', '$40-$120', 'low', 'physical'],
  ],
  Crafting: [
    [
      'Craft subscription box',
      'A new project every month with all materials.',
      '$25-$40/month',
      'low',
      'physical',
    ],
    [
      'Craft supply organiser',
      'A tidy storage case for threads, beads and tools.',
      '$25-$50',
      'low',
      'physical',
    ],
    [
      'Make-it-together kit',
      'A project you start together, with everything needed for two.',
      '$20-$50',
      'high',
      'handmade',
    ],
  ],
  'Music Making': [
    [
      'Lessons with a teacher',
      'A few lessons on their instrument or voice.',
      '$60-$200',
      'medium',
      'experience',
    ],
    ['Instrument upgrade', 'New strings, a better pick-up or a quality stand.', '$25-$80', 'low', 'physical'],
    [
      'Recording studio hour',
      'Time in a studio to record a song of their own.',
      '$60-$150',
      'medium',
      'experience',
    ],
  ],
  'Digital Design': [
    ['Drawing tablet', 'A pen tablet for illustration and design work.', '$60-$200', 'low', 'physical'],
    [
      'Font or asset bundle',
      'A pack of fonts, brushes or mock-ups they will use for years.',
      '$20-$60',
      'low',
      'digital',
    ],
    [
      'Design software subscription',
      'A few months of the design tool they rely on.',
      '$30-$90',
      'low',
      'digital',
    ],
  ],
  'Hosting Events': [
    [
      'Cocktail or party kit',
      'A shaker set, a punch bowl or fairy lights for the next get-together.',
      '$30-$70',
      'low',
      'physical',
    ],
    [
      'Personalised serving board',
      'A wooden board engraved with their name.',
      '$35-$70',
      'medium',
      'physical',
    ],
    [
      'Party hosted for them',
      'For once, a party where they are the guest and you do the hosting.',
      '$50-$200',
      'high',
      'experience',
    ],
  ],
  Networking: [
    [
      'Quality business card holder',
      'A leather card holder to carry with style.',
      '$25-$50',
      'low',
      'physical',
    ],
    ['Conference or meetup ticket', 'A ticket to an event in their field.', '$50-$300', 'low', 'experience'],
    [
      'Professional headshot session',
      'A photo shoot for a fresh profile picture.',
      '$80-$200',
      'low',
      'experience',
    ],
  ],
  'Community Service': [
    [
      'Donation to a local cause',
      'A gift in their name to a group they support.',
      '$20-$100',
      'low',
      'digital',
    ],
    ['Volunteer together', 'A day of service side by side.', '$0', 'medium', 'experience'],
    [
      'Thank-you letter collection',
      'Notes from people they helped, gathered and bound.',
      '$10-$20',
      'high',
      'handmade',
    ],
  ],
  'Social Media': [
    [
      'Ring light and phone tripod',
      'Good light and a steady phone for better videos.',
      '$30-$60',
      'low',
      'physical',
    ],
    [
      'Content creation course',
      'A course on photography, editing or storytelling for social media.',
      '$30-$100',
      'low',
      'digital',
    ],
    ['Photo shoot', 'A session with a photographer for their profiles.', '$80-$200', 'low', 'experience'],
  ],
  'Cultural Activities': [
    ['Festival tickets', 'A day at a food, film or folk festival.', '$30-$100', 'low', 'experience'],
    [
      'Cultural cookbook',
      'A cookbook from a culture they love, with a dinner invitation.',
      '$25-$45',
      'medium',
      'physical',
    ],
    ['Museum day out', 'Tickets to an exhibition and lunch together.', '$40-$80', 'medium', 'experience'],
  ],
};

/** Spec §3: the 45 interests of the interests picker, every one in the catalogue. */
export const CATALOGUE_INTERESTS = Object.values(INTEREST_GROUPS).flat();

const GENERIC: Idea[] = [
  [
    'Experience day together',
    'A day out doing something they have always wanted to try, with you.',
    '$40-$150',
    'medium',
    'experience',
  ],
  [
    'Handwritten letter and photo',
    'A letter about what they mean to you, with a printed photo of the two of you.',
    '$5-$20',
    'high',
    'handmade',
  ],
  [
    'Gift card for a favourite shop',
    'Credit where they already love to shop, so the choice is theirs.',
    '$25-$100',
    'low',
    'physical',
  ],
];

const toSuggestion = (
  [title, description, priceRange, effort, category]: Idea,
  interest: string | null,
): GiftSuggestion => ({
  title,
  description,
  whyItWorks: interest
    ? [`It speaks to their love of ${interest.toLowerCase()}`, 'It is something they will use and remember']
    : ['It is about time together and attention, which fits anyone'],
  personalTouches: ['Add a handwritten card saying why you chose it', 'Wrap it in their favourite colour'],
  priceRange,
  effort,
  category,
  occasions: ['birthday'],
});

/**
 * Up to `count` catalogue ideas, taking turns between the person's interests so each is represented,
 * shuffled within each interest; interests outside the catalogue (custom ones) fall back to general ideas.
 */
export function catalogueGifts(
  interests: readonly string[],
  count: number,
  random = Math.random,
): GiftSuggestion[] {
  const byName = new Map(Object.entries(GIFT_CATALOGUE).map(([k, v]) => [k.toLowerCase(), [k, v] as const]));
  const pools = interests.flatMap((i) => {
    const found = byName.get(i.trim().toLowerCase());
    return found ? [{ interest: found[0], ideas: shuffle(found[1], random) }] : [];
  });
  const picked: GiftSuggestion[] = [];
  const seen = new Set<string>();
  for (let round = 0; picked.length < count && pools.some((p) => p.ideas.length > round); round++) {
    for (const pool of pools) {
      const idea = pool.ideas[round];
      if (idea && !seen.has(idea[0]) && picked.length < count) {
        seen.add(idea[0]);
        picked.push(toSuggestion(idea, pool.interest));
      }
    }
  }
  for (const idea of GENERIC)
    if (picked.length < count && !seen.has(idea[0])) picked.push(toSuggestion(idea, null));
  return picked;
}

function shuffle<T>(list: readonly T[], random: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
