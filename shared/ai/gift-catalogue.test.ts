import { GIFT_UI_COUNT, giftSuggestion } from '@shared/schemas/ai';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_INTERESTS, catalogueGifts, GIFT_CATALOGUE } from './gift-catalogue';
import { parseGiftReply } from './gift-reply';

describe('gift catalogue', () => {
  it('covers all 45 interests of the interests picker, several valid ideas each', () => {
    expect(CATALOGUE_INTERESTS).toHaveLength(45);
    for (const interest of CATALOGUE_INTERESTS) {
      const ideas = catalogueGifts([interest], 3);
      expect(GIFT_CATALOGUE[interest]?.length, interest).toBeGreaterThanOrEqual(3);
      for (const idea of ideas) expect(giftSuggestion.safeParse(idea).success, idea.title).toBe(true);
    }
    expect(Object.keys(GIFT_CATALOGUE).sort()).toEqual([...CATALOGUE_INTERESTS].sort());
  });

  it("gives every card its own 'Why it works' and 'Personal touches', never a line another card has", () => {
    const lines = (pick: (idea: ReturnType<typeof catalogueGifts>[number]) => string[]) =>
      CATALOGUE_INTERESTS.flatMap((interest) => catalogueGifts([interest], 3).flatMap(pick));
    const reasons = lines((idea) => idea.whyItWorks);
    const touches = lines((idea) => idea.personalTouches);
    expect(new Set(reasons).size).toBe(reasons.length);
    expect(new Set(touches).size).toBe(touches.length);
    const five = catalogueGifts(['Board Games', 'Outdoor Adventures'], GIFT_UI_COUNT);
    expect(new Set(five.map((idea) => idea.whyItWorks.join())).size).toBe(GIFT_UI_COUNT);
    expect(new Set(five.map((idea) => idea.personalTouches.join())).size).toBe(GIFT_UI_COUNT);
    const vinyl = catalogueGifts(['Music'], 3).find((idea) => idea.title === 'Vinyl of a favourite album');
    expect(vinyl).toMatchObject({
      whyItWorks: ['The album they love, in a form they can hold and keep.'],
      personalTouches: ['Write on the sleeve where you were when you first heard it together.'],
    });
  });

  it('takes turns between interests and fills up with general ideas', () => {
    const ideas = catalogueGifts(['Board Games', 'outdoor adventures'], GIFT_UI_COUNT);
    expect(ideas).toHaveLength(GIFT_UI_COUNT);
    const titles = ideas.map((i) => i.title);
    expect(
      titles.filter((t) => GIFT_CATALOGUE['Board Games']!.some((x) => x[0] === t)).length,
    ).toBeGreaterThanOrEqual(2);
    expect(
      titles.filter((t) => GIFT_CATALOGUE['Outdoor Adventures']!.some((x) => x[0] === t)).length,
    ).toBeGreaterThanOrEqual(2);
    expect(new Set(titles).size).toBe(titles.length);
    expect(catalogueGifts(['underwater basket weaving'], 3)).toHaveLength(3);
  });
});

describe('a model’s gift reply', () => {
  const good = {
    title: 'Hiking boots',
    description: 'Sturdy boots for long trails.',
    whyItWorks: ['They hike every weekend'],
    personalTouches: ['A map of their favourite trail'],
    priceRange: '$100-$150',
    effort: 'low',
    category: 'physical',
    occasions: ['birthday'],
  };

  it('fills missing reasons and touches with lines that name each gift, so no two cards share them', () => {
    const result = parseGiftReply(
      JSON.stringify({
        suggestions: [
          { title: 'Trail guide', description: 'A guide to local trails.' },
          { title: 'Camping mug', description: 'An enamel mug for the campfire.' },
        ],
      }),
    );
    expect(result).toEqual({
      suggestions: [
        expect.objectContaining({
          whyItWorks: ['“Trail guide” was picked from their interests'],
          personalTouches: ['Add a handwritten card saying why you chose “Trail guide” for them'],
        }),
        expect.objectContaining({
          whyItWorks: ['“Camping mug” was picked from their interests'],
          personalTouches: ['Add a handwritten card saying why you chose “Camping mug” for them'],
        }),
      ],
    });
  });

  it('keeps valid suggestions and fills the spec defaults', () => {
    const result = parseGiftReply(
      JSON.stringify({
        suggestions: [good, { title: 'Trail guide', description: 'A guide to local trails.' }],
      }),
    );
    expect(result).toEqual({
      suggestions: [
        good,
        expect.objectContaining({
          title: 'Trail guide',
          effort: 'medium',
          category: 'physical',
          occasions: ['birthday'],
        }),
      ],
    });
  });

  it.each([
    ['not json', 'Invalid suggestions format - expected array'],
    ['{"suggestions": "boots"}', 'Invalid suggestions format - expected array'],
    ['[]', 'Invalid suggestions format - expected array'],
    ['{"suggestions": [{"title": "Boots"}]}', 'Invalid suggestion format - missing required fields'],
    [
      JSON.stringify({ suggestions: [{ ...good, title: 'x'.repeat(101) }] }),
      'Invalid suggestion format - missing required fields',
    ],
    [
      JSON.stringify({ suggestions: [{ ...good, effort: 'extreme' }] }),
      'Invalid suggestion format - missing required fields',
    ],
  ])('refuses %s with the spec message', (content, error) => {
    expect(parseGiftReply(content)).toEqual({ error });
  });
});
