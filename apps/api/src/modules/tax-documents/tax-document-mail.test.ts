import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, cashOrders, signedInStaff } from '../../../test/admin-test-kit';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture';
import { useTestApp } from '../../../test/test-app';
import { taxDocuments, users } from '../../db/schema';

let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.stop());
const t = useTestApp({ smtpUrl: () => smtp.url });

describe('a tax document by e-mail', () => {
  it('the shopper receives the invoice as a PDF attachment, the same bytes the store keeps', async () => {
    const { shopper, orderId } = await cashOrders(t)(59);
    const staff = await signedInStaff(t);
    for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered']) {
      await adminCall(t, staff, 'POST', `/api/admin/orders/${orderId}/status`, { status });
    }
    await adminCall(t, staff, 'POST', `/api/admin/orders/${orderId}/cash-collected`, { amount: 84 });
    await t.app.mail.drain();
    const [account] = await t.database.db.select().from(users).where(eq(users.id, shopper.userId));
    const [invoice] = await t.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.orderId, orderId));
    const mail = smtp.to(account?.email ?? '').find((m) => m.subject.includes(invoice?.number ?? '?'));
    expect(mail?.subject).toMatch(/^Your simplified tax invoice INV-\d{4}-\d{6} for order LS-\d+$/);
    expect(mail?.text).toContain('AED 84.00, VAT included AED 4.00.');
    expect(mail?.attachments).toHaveLength(1);
    const [file] = mail?.attachments ?? [];
    expect(file?.filename).toBe(`${invoice?.number}.pdf`);
    expect(file?.contentType).toBe('application/pdf');
    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/order/documents/${invoice?.number}/pdf`,
      headers: { token: shopper.token },
    });
    expect(file?.content.equals(kept.rawPayload)).toBe(true);
  });
});
