import { MSG } from '@shared/messages';
import { type GiftSuggestion, giftSuggestion } from '@shared/schemas/ai';

// Spec §5 'Gift suggestion': defaults fill the fields a model left out. Reasons and touches name
// the gift, so cards that lack them still read as their own, not as one line repeated.
const defaultsFor = (title: unknown) => {
  const gift = typeof title === 'string' && title.trim() ? `“${title.trim()}”` : 'this gift';
  return {
    effort: 'medium',
    category: 'physical',
    occasions: ['birthday'],
    whyItWorks: [`${gift} was picked from their interests`],
    personalTouches: [`Add a handwritten card saying why you chose ${gift} for them`],
    priceRange: 'Varies',
  };
};

const present = (value: unknown) =>
  value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0) && value !== '';

/**
 * A model's gift reply checked against the spec's rules. The valid suggestions, or the spec's error
 * ('expected array' for a reply without a suggestions array, 'missing required fields' when none is valid).
 */
export function parseGiftReply(content: string): { suggestions: GiftSuggestion[] } | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { error: MSG.invalidSuggestionsFormat };
  }
  const list = (json as { suggestions?: unknown } | null)?.suggestions;
  if (!Array.isArray(list)) return { error: MSG.invalidSuggestionsFormat };
  const suggestions = list.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const given = Object.fromEntries(Object.entries(item).filter(([, v]) => present(v)));
    const parsed = giftSuggestion.safeParse({ ...defaultsFor(given.title), ...given });
    return parsed.success ? [parsed.data] : [];
  });
  return suggestions.length > 0 ? { suggestions } : { error: MSG.invalidSuggestionFormat };
}
