/** 'book club' → 'Book club': how categories and interest groups are shown. */
export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A name's avatar letter: its first grapheme, upper-cased. A whole grapheme, because an emoji,
 * a flag or a letter with a combining mark spans several UTF-16 units and half of one draws '�'.
 */
export function initial(name: string): string {
  const first = graphemes.segment(name.trimStart())[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment.toUpperCase();
}
