import { useIntl } from 'react-intl';

// The spec's sentences (shared/messages.ts) are the English the server and the app both say; each
// plain one is `spec.<key>` in the catalogs. The app meets them as finished strings (a toast, an
// API error's message), so they are found by their English. English needs no lookup: the sentences
// arrive with another language's catalog (IntlRoot), and stay out of the first page's chunk.
let translations = new Map<string, string>();

/** The loaded language's spec sentences, by their English (IntlRoot). */
export function setSpecTexts(next: Map<string, string>) {
  translations = next;
}

/** The English → translation map of a catalog, from the spec's sentences. */
export function specTextsOf(
  messages: Readonly<Record<string, unknown>>,
  catalog: Readonly<Record<string, string>>,
) {
  const texts = new Map<string, string>();
  for (const [key, text] of Object.entries(messages)) {
    const translated = catalog[`spec.${key}`];
    if (typeof text === 'string' && translated) texts.set(text, translated);
  }
  return texts;
}

/** A spec sentence in the chosen language; any other text as it is. */
export const specText = (text: string): string => translations.get(text) ?? text;

/** specText for a component: it renders again when the language changes. */
export function useSpecText() {
  useIntl();
  return specText;
}
