import { formatOrderNumber } from '@souq/shared/orders/order-number';
import { deliveryFee } from '@souq/shared/pricing/cart-totals';
import { aedToFils, filsToAed } from '@souq/shared/pricing/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkToken, mailsTo } from '../../../test/account-test-kit';
import { adminCall, signedInStaff } from '../../../test/admin-test-kit';
import { itemOf, orderBody, placeOrder, sizeSupply } from '../../../test/order-test-kit';
import { addShopper } from '../../../test/shopper-test-kit';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture';
import { newShopper, useTestApp } from '../../../test/test-app';
import { newsletterSubscribers, orderItems, orders, taxDocuments, users } from '../../db/schema';

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.stop());
const t = useTestApp({ smtpUrl: () => smtp.url });

/** What an Arabic page's requests carry. */
const ARABIC = { 'accept-language': 'ar-AE,ar;q=0.9,en;q=0.5' };
/** Kept left to right inside Arabic: an order's number, an amount. */
const ltr = (text: string) => `\u2068${text}\u2069`;
const ANY = /./;

/** Every link of the mail's text, as URLs. */
const linksIn = (text: string | undefined) =>
  (text?.match(/https?:\/\/[^\s\])>]+/g) ?? []).map((raw) => new URL(raw));

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, headers, payload });
}

async function emailOf(userId: string): Promise<string> {
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error('no such shopper');
  return row.email;
}

describe('e-mails in the language the shopper was using', () => {
  it('signing up on an Arabic page: the welcome in Arabic, right to left, its link to the Arabic store', async () => {
    const shopper = newShopper();
    expect((await post('/api/user/register', shopper, ARABIC)).statusCode).toBe(200);
    const [mail] = await mailsTo(t, smtp, shopper.email, ANY);
    expect(mail?.subject).toBe(`أهلًا بكم في ${ltr('Little Souq')}`);
    expect(mail?.html).toMatch(/<html[^>]* lang="ar"/);
    expect(mail?.html).toMatch(/<html[^>]* dir="rtl"/);
    expect(mail?.html).toContain(`أهلًا ${shopper.name}!`);
    expect(mail?.text).toContain('ابدؤوا التسوّق');
    expect(linksIn(mail?.text).map((url) => url.pathname)).toContain('/ar/products');

    // The same sign-up from an English page (or a client that names no language) is in English.
    const english = newShopper();
    expect((await post('/api/user/register', english)).statusCode).toBe(200);
    const [welcome] = await mailsTo(t, smtp, english.email, ANY);
    expect(welcome?.subject).toBe('Welcome to Little Souq');
    expect(welcome?.html).toMatch(/<html[^>]* dir="ltr"/);
    expect(linksIn(welcome?.text).map((url) => url.pathname)).toContain('/products');
  });

  it('a password reset asked for in Arabic: Arabic words, and a link to the Arabic page that works', async () => {
    const shopper = newShopper();
    expect((await post('/api/user/register', shopper)).statusCode).toBe(200);
    const asked = await post('/api/user/password/forgot', { identifier: shopper.email }, ARABIC);
    expect(asked.statusCode).toBe(200);
    const [mail] = await mailsTo(t, smtp, shopper.email, /كلمة مرور/);
    expect(mail?.subject).toBe(`إعادة تعيين كلمة مرور ${ltr('Little Souq')}`);
    expect(mail?.text).toContain('يعمل الرابط أدناه مرة واحدة، لمدة 30 دقيقة.');
    const token = linkToken(mail, '/ar/reset-password');
    const reset = await post('/api/user/password/reset', { token, password: 'a brand new password' });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('the newsletter in Arabic: its confirmation and welcome, and the one-click unsubscribe at the Arabic address', async () => {
    const email = `reader.${crypto.randomUUID()}@example.com`;
    expect((await post('/api/newsletter', { email }, ARABIC)).statusCode).toBe(200);
    const [confirmation] = await mailsTo(t, smtp, email, ANY);
    expect(confirmation?.subject).toBe(`أكّدوا اشتراككم في نشرة ${ltr('Little Souq')}`);
    const token = linkToken(confirmation, '/ar/newsletter/confirm');
    expect((await post('/api/newsletter/confirm', { token }, ARABIC)).statusCode).toBe(200);
    const welcome = (await mailsTo(t, smtp, email, ANY)).at(-1);
    expect(welcome?.subject).toBe(`اشتركتم في أخبار ${ltr('Little Souq')}`);
    expect(welcome?.text).toContain('إلغاء الاشتراك');
    // mailparser reads the List-* headers into one: List-Unsubscribe <link>, List-Unsubscribe-Post One-Click.
    const list = welcome?.headers.get('list') as { unsubscribe?: { url?: string } } | undefined;
    const unsubscribe = new URL(list?.unsubscribe?.url ?? '');
    expect(unsubscribe.pathname).toBe('/ar/newsletter/unsubscribe');
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${unsubscribe.pathname}${unsubscribe.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    const left = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(left).toEqual([]);
  });

  it("an order placed in Arabic keeps Arabic: its confirmation, staff's moves and its invoice, with the Arabic names", async () => {
    const shopper = await addShopper(t);
    const ref = await sizeSupply(t)(59, 10);
    const totalAed = filsToAed(aedToFils(59) + deliveryFee(aedToFils(59)));
    const placed = await placeOrder(t, shopper, orderBody([itemOf(ref, 1)], totalAed), ARABIC);
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId } = placed.json();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(order?.locale).toBe('ar');
    expect(line?.nameAr).not.toBe('');
    const number = formatOrderNumber(order?.number ?? 0);

    // The back office is English, but the shopper's e-mails stay in the order's language.
    const staff = await signedInStaff(t);
    for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered']) {
      const moved = await adminCall(t, staff, 'POST', `/api/admin/orders/${orderId}/status`, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await adminCall(t, staff, 'POST', `/api/admin/orders/${orderId}/cash-collected`, { amount: totalAed });
    const mails = await mailsTo(t, smtp, await emailOf(shopper.userId), ANY);
    const [invoice] = await t.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, orderId));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `شكرًا لطلبكم ${ltr(number)}`,
      `طلبكم ${ltr(number)} قيد التجهيز`,
      `تم شحن طلبكم ${ltr(number)}`,
      `طلبكم ${ltr(number)} خرج للتوصيل`,
      `تم توصيل طلبكم ${ltr(number)}`,
      `فاتورة ضريبية مبسطة ${ltr(invoice?.number ?? '?')} لطلبكم ${ltr(number)}`,
    ]);
    const [confirmation] = mails;
    for (const part of [confirmation?.text, confirmation?.html]) {
      expect(part).toContain(line?.nameAr);
      expect(part).toContain('الدفع عند الاستلام');
      expect(part).toContain('عنوان التوصيل');
      expect(part).toContain(`AED ${totalAed.toFixed(2)}`);
    }
    expect(confirmation?.html).toMatch(/<html[^>]* dir="rtl"/);
    expect(linksIn(confirmation?.text).map((url) => url.pathname)).toContain('/ar/orders');
    // The invoice's PDF is attached as to any shopper; the e-mail around it is Arabic.
    expect(mails.at(-1)?.attachments).toHaveLength(1);
    expect(mails.at(-1)?.text).toContain('شاملة ضريبة القيمة المضافة');
  });
});
