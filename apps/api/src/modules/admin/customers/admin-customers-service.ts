import {
  type AdminCustomerResponse,
  type AdminCustomersFilters,
  type AdminCustomersResponse,
  CUSTOMER_NOT_FOUND,
  customerIdSchema,
  readCustomerSort,
} from '@souq/shared/schemas/admin-customers';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { createAddressesRepo } from '../../addresses/addresses-repo';
import { createNewsletterRepo } from '../../newsletter/newsletter-repo';
import { codesUsed, toCustomerOrder, toCustomerRow } from './admin-customer-json';
import { createAdminCustomersRepo } from './admin-customers-repo';
import { customerAddresses } from './customer-addresses';

/**
 * The back office's customers: finding accounts, and one account with its orders, spend, codes and addresses.
 * Read only, so nothing here writes an audit row; nothing read carries a password hash or a payment's gateway
 * reference.
 */
export function createAdminCustomersService(db: Db) {
  const repo = createAdminCustomersRepo(db);
  const newsletter = createNewsletterRepo(db);
  const addressBook = createAddressesRepo(db);

  return {
    async list({ q, sort, page, limit }: AdminCustomersFilters): Promise<AdminCustomersResponse> {
      const { rows, total } = await repo.page({ q, sort: readCustomerSort(sort), page, limit });
      return { success: true, customers: rows.map(toCustomerRow), total };
    },

    async detail(id: string): Promise<AdminCustomerResponse> {
      // An id that is not a uuid names no customer: answered as one that does not exist, before any query.
      const userId = customerIdSchema.safeParse(id);
      const account = userId.success ? await repo.account(userId.data) : null;
      if (!account) throw notFound(CUSTOMER_NOT_FOUND);
      const [orders, since, book] = await Promise.all([
        repo.ordersOf(account.id),
        newsletter.subscribedSince(account.email),
        addressBook.list(account.id),
      ]);
      const spendFils = orders.reduce((sum, order) => sum + order.spendFils, 0);
      const customer = toCustomerRow({
        ...account,
        orderCount: orders.length,
        spendFils,
        lastOrderAt: orders[0]?.createdAt ?? null,
      });
      return {
        success: true,
        customer: {
          ...customer,
          newsletter: { subscribed: since !== null, since: since?.toISOString() ?? null },
          orders: orders.map(toCustomerOrder),
          codesUsed: codesUsed(orders),
          addresses: customerAddresses(book, orders),
        },
      };
    },
  };
}

export type AdminCustomersService = ReturnType<typeof createAdminCustomersService>;
