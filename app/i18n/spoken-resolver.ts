import type { FieldValues, Resolver } from 'react-hook-form';
import { specText } from './spec-text';

// A form's errors are the shared schemas' English sentences (shared/messages.ts), the same the API
// answers with: said here in the chosen language before any field shows one.

/** Every `message` of a form's errors in the chosen language; the fields' DOM refs as they are. */
function spoken(errors: unknown): unknown {
  if (Array.isArray(errors)) return errors.map(spoken);
  if (!errors || typeof errors !== 'object') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => {
      if (key === 'ref') return [key, value];
      if (key === 'message' && typeof value === 'string') return [key, specText(value)];
      return [key, spoken(value)];
    }),
  );
}

/** The resolver with its error messages in the chosen language. */
export function spokenResolver<T extends FieldValues, C, R>(resolver: Resolver<T, C, R>): Resolver<T, C, R> {
  return async (...args) => {
    const result = await resolver(...args);
    return { ...result, errors: spoken(result.errors) } as typeof result;
  };
}
