import { MSG } from '@shared/messages';
import { useIntl } from 'react-intl';

// The spec's sentences (shared/messages.ts) are the English the server and the app both say; each
// plain one is `spec.<key>` in the catalogs. The app meets them as finished strings (a toast, an
// API error's message), so they are found by their English.
const keyOf = new Map<string, string>(
  Object.entries(MSG).flatMap(([key, text]) => (typeof text === 'string' ? [[text, key]] : [])),
);
let catalog: Readonly<Record<string, string>> = {};

/** The loaded language's catalog (IntlRoot), for the texts said outside React. */
export function setSpecCatalog(messages: Readonly<Record<string, string>>) {
  catalog = messages;
}

/** A spec sentence in the chosen language; any other text as it is. */
export function specText(text: string): string {
  const key = keyOf.get(text);
  return (key !== undefined && catalog[`spec.${key}`]) || text;
}

/** specText for a component: it renders again when the language changes. */
export function useSpecText() {
  useIntl();
  return specText;
}
