// A high surrogate not followed by a low one, or a low one without a high one before it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Deeper than any of our schemas goes (a reminder in a list in a body is three levels). */
const MAX_NESTING = 32;

/** True when a string is well-formed UTF-16 without NUL, i.e. PostgreSQL text can hold it. */
const isStorable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * What stops a parsed request from reaching a service: nesting deeper than MAX_NESTING, or a key
 * or string PostgreSQL text cannot hold; null when neither. Walks with a list of its own, not by
 * recursion: a 1 MB body can nest half a million levels deep, far past the call stack.
 */
export function requestValueProblem(value: unknown): 'too_deep' | 'unstorable_text' | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (!isStorable(next.value)) return 'unstorable_text';
      continue;
    }
    if (!next.value || typeof next.value !== 'object') continue;
    const depth = next.depth + 1;
    if (depth > MAX_NESTING) return 'too_deep';
    if (Array.isArray(next.value)) {
      for (const item of next.value) pending.push({ value: item, depth });
      continue;
    }
    for (const [key, item] of Object.entries(next.value)) {
      if (!isStorable(key)) return 'unstorable_text';
      pending.push({ value: item, depth });
    }
  }
  return null;
}
