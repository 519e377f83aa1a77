import { useIntl } from 'react-intl';

// The spec's sentences (shared/messages.ts) are the English the server and the app both say. The app
// meets them as finished strings (a toast, an import warning, a reason inside a sentence), so they are
// said in the chosen language by their English (shared/i18n/spec-translator.ts). English needs no
// translator: it arrives with another language's catalog (IntlRoot), out of the first page's chunk.
let translate = (text: string) => text;

/** The loaded language's translator of spec sentences (IntlRoot). */
export function setSpecTexts(next: (text: string) => string) {
  translate = next;
}

/** A spec sentence in the chosen language; any other text as it is. */
export const specText = (text: string): string => translate(text);

/** specText for a component: it renders again when the language changes. */
export function useSpecText() {
  useIntl();
  return specText;
}
