// `node --import` this file to append every module URL the process resolves to $LOADED_MODULES_FILE.
import { register } from 'node:module';

const hooks = `
import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(process.env.LOADED_MODULES_FILE, result.url + '\\n');
  return result;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
