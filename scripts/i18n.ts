// The catalogs (issue 40): shared/i18n/catalogs/en.json is extracted from the code's messages and the
// spec's sentences in shared/messages.ts (those built from values as shared/i18n/templates.ts writes them)
// and the shared definitions' names (shared/i18n/shared-words.ts;
// their English is the spec's text); every other language has exactly its keys, each an ICU message
// with the same arguments. `npm run i18n` writes en.json; `npm run lint` runs this with --check
// and fails on a stale en.json, a key missing from a catalog, a key no code uses, or a message
// that does not parse.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { DATE_KIND_IDS } from '@shared/date-kinds';
import { LOCALE_IDS } from '@shared/i18n/locales';
import { sharedWordsInEnglish } from '@shared/i18n/shared-words';
import { SPEC_TEMPLATES } from '@shared/i18n/templates';
import { CALENDAR_IDS } from '@shared/kept-calendars';
import { MSG } from '@shared/messages';

type Catalog = Record<string, string>;
const root = path.resolve(import.meta.dirname, '..');
const folder = path.join(root, 'shared/i18n/catalogs');
const catalogPath = (locale: string) => path.join(folder, `${locale}.json`);
const serialize = (catalog: Catalog) => `${JSON.stringify(catalog, null, 2)}\n`;

/** The messages the code defines (react-intl's `id` and `defaultMessage`), sorted by key. */
export function extract(): Catalog {
  const out = execFileSync(
    path.join(root, 'node_modules/.bin/formatjs'),
    ['extract', 'app/**/*.{ts,tsx}', '--ignore', 'app/**/*.test.{ts,tsx}', '--format', 'simple', '--throws'],
    { cwd: root, encoding: 'utf8' },
  );
  const catalog = JSON.parse(out || '{}') as Catalog;
  // The spec's plain sentences, which the app shows by their English (app/i18n/spec-text.ts).
  for (const [key, text] of Object.entries(MSG)) if (typeof text === 'string') catalog[`spec.${key}`] = text;
  // Those built from values, as ICU messages (shared/i18n/templates.ts).
  for (const [key, template] of Object.entries(SPEC_TEMPLATES)) catalog[`spec.${key}`] = template;
  // The words of shared definitions: each kind's and calendar's name, the built-in categories.
  Object.assign(catalog, sharedWordsInEnglish(DATE_KIND_IDS, CALENDAR_IDS));
  return Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => a.localeCompare(b)));
}

/** The names of a message's arguments ({name}, {count, plural, …}, <b>…</b>), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()) {
  for (const e of elements) {
    if (e.type === TYPE.literal || e.type === TYPE.pound) continue;
    names.add(e.value);
    if (e.type === TYPE.tag) argumentsOf(e.children, names);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      for (const option of Object.values(e.options)) argumentsOf(option.value, names);
    }
  }
  return names;
}

/** What is wrong with one language's catalog beside English's: each problem one line. */
export function problemsOf(locale: string, catalog: Catalog, english: Catalog): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) {
    if (!(key in catalog)) problems.push(`${locale}: missing ${key}`);
  }
  for (const [key, message] of Object.entries(catalog)) {
    if (!(key in english)) {
      problems.push(`${locale}: ${key} is used by no code`);
      continue;
    }
    let args: Set<string>;
    try {
      args = argumentsOf(parse(message));
    } catch {
      problems.push(`${locale}: ${key} is no ICU message`);
      continue;
    }
    const wanted = [...argumentsOf(parse(english[key]!))].sort().join(', ');
    if ([...args].sort().join(', ') !== wanted) {
      problems.push(`${locale}: ${key} has arguments {${[...args].sort().join(', ')}}, English {${wanted}}`);
    }
  }
  return problems;
}

if (process.argv[1] === import.meta.filename) {
  const check = process.argv.includes('--check');
  const english = extract();
  const problems: string[] = [];
  if (check) {
    if (readFileSync(catalogPath('en'), 'utf8') !== serialize(english)) {
      problems.push('en.json is stale: run npm run i18n');
    }
  } else {
    writeFileSync(catalogPath('en'), serialize(english));
  }
  for (const locale of LOCALE_IDS.filter((l) => l !== 'en')) {
    let catalog: Catalog;
    try {
      catalog = JSON.parse(readFileSync(catalogPath(locale), 'utf8')) as Catalog;
    } catch {
      problems.push(`${locale}: shared/i18n/catalogs/${locale}.json is missing or no JSON`);
      continue;
    }
    problems.push(...problemsOf(locale, catalog, english));
  }
  for (const problem of problems) process.stderr.write(`i18n: ${problem}\n`);
  if (problems.length > 0) process.exit(1);
}
