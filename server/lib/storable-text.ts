// A high surrogate not followed by a low one, or a low one without a high one before it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when every string inside is well-formed UTF-16 without NUL, i.e. PostgreSQL text can hold it. */
export function isStorableText(value: unknown): boolean {
  if (typeof value === 'string') return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.every(isStorableText);
  if (value && typeof value === 'object') {
    return Object.entries(value).every(([key, v]) => isStorableText(key) && isStorableText(v));
  }
  return true;
}
