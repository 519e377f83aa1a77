// Lint (issue 40): no user-visible English written straight into JSX outside the catalogs. Finds
// text between tags, string literals shown as a child ({'x'}, {a ? 'x' : 'y'}, {a && 'x'}) and the
// attributes people read or hear (aria-label, title, placeholder, alt…) in app/**/*.tsx, tests
// aside.
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
  const problems: string[] = [];
  for (const file of files) {
    for (const l of literalsOf(file, readFileSync(path.join(root, file), 'utf8'))) {
      problems.push(
        `${l.file}:${l.line} shows "${l.text}" outside the catalogs (react-intl's defaultMessage)`,
      );
    }
  }
  for (const problem of problems) process.stderr.write(`jsx-literals: ${problem}\n`);
  if (problems.length > 0) process.exit(1);
}
