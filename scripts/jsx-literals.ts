// Lint (issue 40): no user-visible English written straight into JSX outside the catalogs. Finds
// text between tags, string literals shown as a child ({'x'}, {a ? 'x' : 'y'}, {a && 'x'}) and the
// attributes people read or hear (aria-label, title, placeholder, alt…) in app/**/*.tsx, tests
// aside. A file in app/i18n/untranslated.json (screens not translated yet) is let through; one
// listed that has no such text any more fails, so the list only shrinks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const LETTER = /\p{L}/u;
// The brand is no English: it reads the same in every language.
const BRAND = /Cakeday/g;

export type Literal = { file: string; line: number; text: string };

/** The user-visible literals of one .tsx source. */
export function literalsOf(file: string, source: string): Literal[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string) => {
    if (!LETTER.test(text.replace(BRAND, ''))) return;
    found.push({
      file,
      line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1,
      text: text.replace(/\s+/g, ' ').trim(),
    });
  };
  /** A string shown as it is: itself, or a branch of ?:, &&, ||, ?? beneath a JSX child. */
  const shown = (e: ts.Expression) => {
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) add(e, e.text);
    else if (ts.isTemplateExpression(e))
      add(e, e.head.text + e.templateSpans.map((s) => s.literal.text).join(' '));
    else if (ts.isParenthesizedExpression(e)) shown(e.expression);
    else if (ts.isConditionalExpression(e)) {
      shown(e.whenTrue);
      shown(e.whenFalse);
    } else if (
      ts.isBinaryExpression(e) &&
      [
        ts.SyntaxKind.AmpersandAmpersandToken,
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.QuestionQuestionToken,
      ].includes(e.operatorToken.kind)
    ) {
      shown(e.right);
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      shown(node.expression);
    else if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) add(node.initializer, node.initializer.text);
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression)
        shown(node.initializer.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

if (process.argv[1] === import.meta.filename) {
  const root = path.resolve(import.meta.dirname, '..');
  const files = ts.sys
    .readDirectory(path.join(root, 'app'), ['.tsx'])
    .filter((f) => !f.endsWith('.test.tsx'))
    .map((f) => path.relative(root, f));
  const untranslated = new Set(
    JSON.parse(readFileSync(path.join(root, 'app/i18n/untranslated.json'), 'utf8')) as string[],
  );
  const problems: string[] = [];
  for (const file of files) {
    const literals = literalsOf(file, readFileSync(path.join(root, file), 'utf8'));
    if (untranslated.has(file)) {
      if (literals.length === 0)
        problems.push(`${file} has no English literal left: remove it from app/i18n/untranslated.json`);
      continue;
    }
    for (const l of literals)
      problems.push(
        `${l.file}:${l.line} shows "${l.text}" outside the catalogs (react-intl's defaultMessage)`,
      );
  }
  for (const file of untranslated)
    if (!files.includes(file)) problems.push(`${file} in app/i18n/untranslated.json does not exist`);
  for (const problem of problems) process.stderr.write(`jsx-literals: ${problem}\n`);
  if (problems.length > 0) process.exit(1);
}
