import type { DateKindDefinition } from './definition';
import { DEFINITIONS } from './definitions';

/**
 * The kinds of date a list keeps: birthday (the default, every spec text), anniversary, remembrance and
 * other, each defined in its own file (definition.ts says what a kind brings).
 */
export type DateKindId = (typeof DEFINITIONS)[number]['id'];
export const DATE_KIND_IDS = DEFINITIONS.map((k) => k.id) as unknown as readonly [
  DateKindId,
  ...DateKindId[],
];

// The Kind choice's order: the birthday first, a kind the user names last.
export const DATE_KINDS: readonly DateKindDefinition<DateKindId>[] = [...DEFINITIONS].sort(
  (a, b) =>
    Number(a.id !== 'birthday') - Number(b.id !== 'birthday') || Number(a.labelled) - Number(b.labelled),
);

const BY_ID = new Map<string, DateKindDefinition<DateKindId>>(DEFINITIONS.map((k) => [k.id, k]));

/** A row's kind; a kind this version does not know (a newer instance wrote it) reads as a birthday. */
export const kindOf = (id: string | null | undefined): DateKindDefinition<DateKindId> =>
  BY_ID.get(id ?? 'birthday') ?? BY_ID.get('birthday')!;

/** Whether a row is the spec's birthday, whose every text stays as the spec gives it. */
export const isBirthday = (id: string | null | undefined) => kindOf(id).id === 'birthday';

/** What the app calls a day of this kind: its label for an 'other' day, else the kind's name. */
export const kindName = (id: string | null | undefined, label?: string | null) => {
  const kind = kindOf(id);
  return kind.labelled && label ? label : kind.name;
};

export type { DateKindDefinition } from './definition';
