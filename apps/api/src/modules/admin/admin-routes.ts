import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentGateway } from '../orders/payment-gateway';
import type { PictureStore } from '../uploads/picture-store';
import { auditRoutes } from './audit/audit-routes';
import { csvRoutes } from './csv/csv-routes';
import { adminCustomersRoutes } from './customers/admin-customers-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { createDashboardService } from './dashboard/dashboard-service';
import { adminDiscountsRoutes } from './discounts/admin-discounts-routes';
import { createAdminDiscountsService } from './discounts/admin-discounts-service';
import { adminOrdersRoutes } from './orders/admin-orders-routes';
import { createAdminOrdersService } from './orders/admin-orders-service';
import { adminOutboxRoutes } from './outbox/admin-outbox-routes';
import { createAdminOutboxService } from './outbox/admin-outbox-service';
import { adminProductsRoutes } from './products/admin-products-routes';
import { createAdminProductsService } from './products/admin-products-service';
import { adminSearchSynonymsRoutes } from './search-synonyms/admin-search-synonyms-routes';
import { createAdminSearchSynonymsService } from './search-synonyms/admin-search-synonyms-service';
import { sellerSettingsRoutes } from './settings/seller-settings-routes';
import { staffRoutes } from './staff/staff-routes';
import { createStaffService } from './staff/staff-service';
import type { StaffSessions } from './staff/staff-sessions';
import { twoFactorRoutes } from './staff/two-factor-routes';
import { createTwoFactorService } from './staff/two-factor-service';
import { stockRoutes } from './stock/stock-routes';
import { createStockService } from './stock/stock-service';
import { adminTaxDocumentsRoutes } from './tax-documents/admin-tax-documents-routes';
import { createAdminTaxDocumentsService } from './tax-documents/admin-tax-documents-service';
import { adminUploadsRoutes } from './uploads/admin-uploads-routes';
import { createPictureUploads } from './uploads/upload-picture';

export interface AdminRoutesOptions {
  db: Db;
  gateway: PaymentGateway;
  sessions: StaffSessions;
  publicUrl: string;
  pictures: PictureStore;
}

/**
 * Everything under /api/admin, in one scope whose first hook refuses a state-changing request from another
 * site before any route runs. Sessions are the back office's cookie; a shopper's token opens nothing here.
 */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', app.adminAuth.refuseForeignOrigin);
  await app.register(staffRoutes, {
    staff: createStaffService(options.db, options.publicUrl),
    sessions: options.sessions,
  });
  await app.register(twoFactorRoutes, { twoFactor: createTwoFactorService(options.db) });
  await app.register(adminOrdersRoutes, { orders: createAdminOrdersService(options.db, options.gateway) });
  await app.register(dashboardRoutes, { dashboard: createDashboardService(options.db) });
  await app.register(auditRoutes, { db: options.db });
  await app.register(adminDiscountsRoutes, { discounts: createAdminDiscountsService(options.db) });
  await app.register(adminCustomersRoutes, { db: options.db });
  await app.register(adminProductsRoutes, { products: createAdminProductsService(options.db) });
  await app.register(stockRoutes, { stock: createStockService(options.db) });
  await app.register(adminSearchSynonymsRoutes, { synonyms: createAdminSearchSynonymsService(options.db) });
  await app.register(adminUploadsRoutes, { uploads: createPictureUploads(options.db, options.pictures) });
  await app.register(csvRoutes, { db: options.db });
  await app.register(adminOutboxRoutes, { outbox: createAdminOutboxService(options.db, app.mail) });
  await app.register(adminTaxDocumentsRoutes, { documents: createAdminTaxDocumentsService(options.db) });
  await app.register(sellerSettingsRoutes, { db: options.db });
};
