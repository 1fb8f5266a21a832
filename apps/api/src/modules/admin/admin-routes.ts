import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentGateway } from '../orders/payment-gateway';
import { auditRoutes } from './audit/audit-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { createDashboardService } from './dashboard/dashboard-service';
import { adminOrdersRoutes } from './orders/admin-orders-routes';
import { createAdminOrdersService } from './orders/admin-orders-service';
import { staffRoutes } from './staff/staff-routes';
import { createStaffService } from './staff/staff-service';
import type { StaffSessions } from './staff/staff-sessions';
import { twoFactorRoutes } from './staff/two-factor-routes';
import { createTwoFactorService } from './staff/two-factor-service';

export interface AdminRoutesOptions {
  db: Db;
  gateway: PaymentGateway;
  sessions: StaffSessions;
  publicUrl: string;
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
};
