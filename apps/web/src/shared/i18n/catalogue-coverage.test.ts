import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

/**
 * Every text a shopper reads or hears comes from the message catalogues. This reads each screen's source and
 * lists what does not: text between tags, a text attribute written as a literal (aria-label, alt,
 * placeholder, title, a component's label or message), and a literal given to a toast or a page title.
 */
const SRC = path.resolve(import.meta.dirname, '../..');

/** Attributes and props whose value is read by a person. */
const TEXT_ATTRIBUTE =
  /^(aria-label|aria-description|aria-valuetext|alt|placeholder|title|label|text|message|description|hint|legend|caption|heading|subtitle|confirmLabel|cancelLabel|actionLabel|emptyText)$/;
/** Calls whose string argument is shown: toasts and the tab title. */
const TEXT_CALL = /^(toast(\.(success|error|info|warning))?|useDocumentMeta)$/;
/** Names and signs that read the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Little Souq',
  'Instagram',
  'Facebook',
  'Snapchat',
  'TikTok',
  'WhatsApp',
]);

const hasWords = (text: string) => /\p{L}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  return null;
}

/** `file:line: text` for each text in `file` that is not from the catalogues. */
function textsOutsideCatalogue(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${path.relative(SRC, file)}:${line + 1}: ${text.trim().replace(/\s+/g, ' ')}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTE.test(node.name.getText(source))) {
      const text = literalText(node.initializer);
      if (text !== null && hasWords(text) && !/^h[1-6]$/.test(text)) report(node, text);
    }
    if (ts.isCallExpression(node) && TEXT_CALL.test(node.expression.getText(source))) {
      const text = literalText(node.arguments[0]);
      if (text !== null && hasWords(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

it('every text of the storefront comes from the message catalogues', () => {
  expect(sourceFiles(SRC).flatMap(textsOutsideCatalogue)).toEqual([]);
});
