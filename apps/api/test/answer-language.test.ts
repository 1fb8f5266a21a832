import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ANSWERS_AR } from '@souq/shared/i18n/answers-ar';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { newShopper, useTestApp } from './test-app';

const t = useTestApp();

const WRONG_LOGIN = { email: 'nobody@example.com', password: 'not-the-password' };
const login = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: WRONG_LOGIN, headers });

describe("an answer's message is in the language the request asks for", () => {
  it.each([
    ['ar', 'ar'],
    ['ar-AE', 'ar'],
    ['ar-AE,ar;q=0.9,en;q=0.8', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.5', 'en'],
    ['fr-FR', 'en'],
    ['', 'en'],
  ])('Accept-Language "%s" reads %s', async (accept, language) => {
    const response = await login(accept ? { 'accept-language': accept } : {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message:
        language === 'ar'
          ? 'البريد الإلكتروني أو رقم الجوال أو كلمة المرور غير صحيحة.'
          : 'Incorrect email, mobile number or password.',
    });
    expect(String(response.headers.vary)).toMatch(/accept-language/i);
  });

  it('a confirmation beside a result too, the result unchanged', async () => {
    const shopper = newShopper();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/register', payload: shopper })).statusCode,
    ).toBe(200);
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: shopper.email, password: shopper.password },
    });
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: shopper.email, password: shopper.password },
      headers: { 'accept-language': 'ar' },
    });
    expect(english.json().message).toBe('Logged in successfully.');
    expect(arabic.json().message).toBe('تم تسجيل الدخول بنجاح.');
    expect(Object.keys(arabic.json()).sort()).toEqual(Object.keys(english.json()).sort());
    expect(arabic.json().userId).toBe(english.json().userId);
  });

  it('a field refusal names the field in Arabic', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        email: 'new@example.com',
        password: 'long-enough-1',
        phone: { callingCode: '+971', phoneNumber: '501234567' },
      },
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('يرجى إدخال الاسم.');
  });

  it('a refusal with figures keeps them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/product/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('المنتج غير موجود.');
  });

  it('the back office answers in English whatever the browser asks', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'nobody@example.com', password: 'not-the-password-at-all' },
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.json().message).not.toMatch(/\p{Script=Arabic}/u);
  });
});

/*
 * Every answer a shopper can read has its Arabic: the English words the api and the shared schemas write
 * (refusals, confirmations, field messages) are read from the source and looked up in the table.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const SOURCES = ['apps/api/src', 'packages/shared/src/schemas', 'packages/shared/src/phone'];
/** Staff-only code, and code whose words no shopper reads. */
const NOT_FOR_SHOPPERS = [
  /apps\/api\/src\/modules\/admin\//,
  /packages\/shared\/src\/schemas\/admin-/,
  /apps\/api\/src\/modules\/mail\//,
  /apps\/api\/src\/db\//,
  /apps\/api\/src\/config\//,
  /apps\/api\/src\/modules\/tax-documents\/tax-document-pdf/,
  /apps\/api\/src\/modules\/uploads\//,
  /\.test\.ts$/,
];
/**
 * Answers only a client developer meets (a storefront never sends what they refuse), and the owner's words in
 * the shared schemas (the back office is in English).
 */
const FOR_DEVELOPERS = new Set([
  '{} is not valid.',
  '{}: at most {} values.',
  '{} must be a date (YYYY-MM-DD).',
  'Legal name',
  'Trading name',
  'Trade licence number',
  'Issuing authority',
  'Say whether the store is registered for VAT.',
  'Support e-mail',
  'Support phone',
  'The store details are saved.',
  'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  'Invalid signature.',
  'Unsupported content type; send JSON.',
  'The request body does not match its Content-Length.',
  'The request body contains a forbidden key (__proto__ or constructor.prototype).',
  'The request body contains a NUL character (\\u0000), which no field accepts.',
  'The request body contains a NUL character (\u0000), which no field accepts.',
  'The request body contains text that is not valid Unicode (half of a surrogate pair).',
  'The request body is empty; send a JSON object.',
  'The request body is not valid JSON.',
  'Stock was already updated when your order was placed.',
  'There is no placed order to update stock for.',
  'Each cart line needs a size.',
  'Each cart line needs a colorName.',
  'Each cart line needs a quantity.',
  'Quantities must be whole numbers.',
  'Each product in a cart maps line keys to lines.',
  'A cart maps product ids to their lines.',
  'Each item needs a size.',
  'Each item needs a colorName.',
  'Each item needs a quantity.',
  'Choose cod or stripe as the payment method.',
  'Sort must be relevant, low-high or high-low.',
  'Collection is not valid.',
  'Product id is not valid.',
  'Page must be a whole number from 1.',
  'Page is too large.',
  'Limit must be a whole number from 1 to {}.',
  'Order cancelled by the customer; the card payment was refunded.',
  'Order cancelled by the store; the card payment was refunded.',
  'Order cancelled when the customer deleted their account; the card payment was refunded.',
  'Deleted customer',
  'Out for delivery',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** A literal's words with each varying part as `{}`. */
function wordsOf(node: ts.Node, source: ts.SourceFile): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return node.text.replace(/\{\w+\}/g, '{}');
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => `{}${span.literal.text}`)].join('');
  void source;
  return null;
}

/** Words that read as a sentence a person is shown, not a value (a status, an emirate) or a key. */
const isSentence = (words: string) => /^[A-Z{][\s\S]*\s[\s\S]*[.!?]$/.test(words);
const LOGGING = /\b(log|logger|console)\.|\bError\b|describe|it$/;

function answersIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    // A field's name fills its messages ("Name is required."), so it needs its Arabic too.
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'requiredText') {
      const label = node.arguments[0] && wordsOf(node.arguments[0], source);
      if (label) found.push(label);
    }
    const words = wordsOf(node, source);
    const exported =
      node.parent !== undefined && ts.isVariableDeclaration(node.parent) && /-messages\.ts$/.test(file);
    if (words !== null && (isSentence(words) || (exported && /^[A-Z]\w* \w/.test(words)))) {
      const parent = node.parent;
      const call = parent && ts.isCallExpression(parent) ? parent.expression.getText(source) : '';
      const newError = parent && ts.isNewExpression(parent) ? parent.expression.getText(source) : '';
      const shown =
        /\.(ts)$/.test(file) &&
        !LOGGING.test(call) &&
        newError !== 'Error' &&
        (/^(badRequest|unauthorized|forbidden|notFound|conflict|tooMany)$/.test(call) ||
          newError === 'AppError' ||
          /-messages\.ts$/.test(file) ||
          file.includes('/schemas/') ||
          file.includes('/phone/') ||
          (parent !== undefined &&
            ts.isPropertyAssignment(parent) &&
            parent.name.getText(source) === 'message'));
      if (shown) found.push(words);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

it('every answer a shopper can read has its Arabic', () => {
  const known = new Set(Object.keys(ANSWERS_AR).map((english) => english.replace(/\{\w+\}/g, '{}')));
  const missing = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .filter((file) => !NOT_FOR_SHOPPERS.some((pattern) => pattern.test(file)))
    .flatMap((file) => answersIn(file).map((words) => ({ file: path.relative(ROOT, file), words })))
    .filter(({ words }) => !known.has(words) && !FOR_DEVELOPERS.has(words));
  expect(missing).toEqual([]);
});
