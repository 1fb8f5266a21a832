import { STORE_NAME } from '@souq/shared/config/store';
import { formatOrderNumber } from '@souq/shared/orders/order-number';
import { filsToAed } from '@souq/shared/pricing/money';
import type { AccountData, NewsletterStatus } from '@souq/shared/schemas/account-data';
import type { TaxDocumentRef } from '@souq/shared/schemas/tax-documents';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/app-error';
import { SIGN_IN_REQUIRED } from '../../plugins/auth';
import { createNewsletterRepo, type SubscriberRow } from '../newsletter/newsletter-repo';
import { businessOf } from '../orders/order-json';
import { createOrdersRepo, type OrderItemRow, type OrderRow } from '../orders/orders-repo';
import { documentRefsOf } from '../tax-documents/document-refs';
import { createAccountDataRepo } from './account-data-repo';

const iso = (date: Date) => date.toISOString();

function newsletterStatus(row: SubscriberRow | undefined): NewsletterStatus {
  return {
    subscribed: row !== undefined,
    confirmed: row?.confirmedAt != null,
    subscribedAt: row ? iso(row.createdAt) : null,
    confirmedAt: row?.confirmedAt ? iso(row.confirmedAt) : null,
  };
}

function exportedOrder(
  order: OrderRow,
  items: OrderItemRow[],
  documents: readonly TaxDocumentRef[],
): AccountData['orders'][number] {
  const { fullname, email, phone, street, city, region, zipcode } = order.address;
  return {
    id: order.id,
    orderNumber: formatOrderNumber(order.number),
    placedAt: iso(order.createdAt),
    status: order.status,
    paymentMethod: order.paymentMethod === 'stripe' ? 'stripe' : 'cod',
    paid: order.payment,
    shippingMethod: order.shippingMethod,
    discountCode: order.discountCode,
    discountPercent: order.discountPercent,
    total: filsToAed(order.amountFils),
    vat: filsToAed(order.vatFils),
    business: businessOf(order),
    address: { fullname, email, phone, street, city, region, zipcode },
    items: items.map((item) => ({
      name: item.name,
      colorName: item.colorName,
      size: item.size,
      quantity: item.quantity,
      unitPrice: filsToAed(item.priceFils),
      discountPercent: item.discount,
      lineTotal: filsToAed(item.lineFils),
      sku: item.subSku,
    })),
    documents: [...documents],
  };
}

/**
 * "Download my data" (docs/product/accounts.md, "Your data"): the account, its address book, orders,
 * wishlist, cart and the newsletter status of its e-mail, as one machine-readable file.
 */
export function createAccountExport(db: Db) {
  const repo = createAccountDataRepo(db);
  const newsletter = createNewsletterRepo(db);
  const orderHistory = createOrdersRepo(db);

  return {
    async export(userId: string, now = new Date()): Promise<AccountData> {
      const account = await repo.account(userId);
      if (!account) throw unauthorized(SIGN_IN_REQUIRED);
      const [addresses, orders, wishlist, cart, subscriber] = await Promise.all([
        repo.addresses(userId),
        orderHistory.listForUser(userId),
        repo.wishlist(userId),
        repo.cart(userId),
        newsletter.find(account.email),
      ]);
      const documents = await documentRefsOf(
        db,
        orders.map(({ order }) => order.id),
      );
      return {
        success: true,
        exportedAt: iso(now),
        store: STORE_NAME,
        currency: 'AED',
        account: { ...account, createdAt: iso(account.createdAt) },
        addresses: addresses.map((row) => ({
          label: row.label,
          fullname: row.fullname,
          email: row.email,
          phone: row.phone,
          street: row.street,
          city: row.city,
          region: row.region,
          zipcode: row.zipcode,
          isDefault: row.isDefault,
          createdAt: iso(row.createdAt),
          updatedAt: iso(row.updatedAt),
        })),
        orders: orders.map(({ order, items }) => exportedOrder(order, items, documents.get(order.id) ?? [])),
        wishlist: wishlist.map((row) => ({ ...row, addedAt: iso(row.addedAt) })),
        cart: cart.map((row) => ({ ...row, addedAt: iso(row.addedAt) })),
        newsletter: newsletterStatus(subscriber),
      };
    },
  };
}

export type AccountExport = ReturnType<typeof createAccountExport>;
