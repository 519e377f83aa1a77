import { describe, expect, it } from 'vitest';
import { requestValueProblem } from './storable-text';

const nested = (depth: number, inner: unknown = 'x') => {
  let value = inner;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('what stops a parsed request', () => {
  it('lets through plain bodies, numbers, null and nothing', () => {
    expect(requestValueProblem({ name: 'Zoë 🎂', reminders: [{ type: 'day', enabled: true }] })).toBeNull();
    expect(requestValueProblem(undefined)).toBeNull();
    expect(requestValueProblem(null)).toBeNull();
    expect(requestValueProblem(42)).toBeNull();
  });

  it('takes 32 levels of nesting and refuses the 33rd', () => {
    expect(requestValueProblem(nested(32))).toBeNull();
    expect(requestValueProblem(nested(33))).toBe('too_deep');
  });

  it('refuses NUL and lone surrogates in strings and in keys, however deep within the limit', () => {
    expect(requestValueProblem(nested(31, 'a\u0000b'))).toBe('unstorable_text');
    expect(requestValueProblem({ list: ['ok', '\ud800'] })).toBe('unstorable_text');
    expect(requestValueProblem({ 'k\u0000': 1 })).toBe('unstorable_text');
    expect(requestValueProblem(['\udc00'])).toBe('unstorable_text');
  });

  it('walks 100,000 levels without running out of stack', () => {
    expect(requestValueProblem(nested(100_000))).toBe('too_deep');
    expect(requestValueProblem(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBe('too_deep');
  });

  it('walks a wide body to its last string', () => {
    const wide = Array.from({ length: 100_000 }, (_, i) => (i === 99_999 ? 'x\u0000' : `item ${i}`));
    expect(requestValueProblem({ wide })).toBe('unstorable_text');
  });
});
