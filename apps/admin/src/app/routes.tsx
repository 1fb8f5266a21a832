import type { RouteObject } from 'react-router';
import { SignInPage } from '@/features/session/components/sign-in-page';
import { AdminShell } from './admin-shell';
import { NotFoundPage } from './not-found-page';
import { RequireOwner } from './require-owner';
import { RequireStaff } from './require-staff';
import { RouteError } from './route-error';

/**
 * The back office's screens, under /admin (the router's basename). Sign-in is in the first bundle, the rest
 * load with their route: the dashboard's chart and the grids are code a sign-in page does not need.
 */
export const adminRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: 'sign-in', Component: SignInPage },
      {
        path: 'setup',
        lazy: async () => ({
          Component: (await import('@/features/session/components/setup-page')).SetupPage,
        }),
      },
      {
        path: 'invite',
        lazy: async () => ({
          Component: (await import('@/features/session/components/invite-page')).InvitePage,
        }),
      },
      {
        Component: RequireStaff,
        children: [
          {
            // Printed on its own: no navigation around it.
            path: 'orders/:id/packing-slip',
            lazy: async () => ({
              Component: (await import('@/features/orders/components/packing-slip-page')).PackingSlipPage,
            }),
          },
          {
            Component: AdminShell,
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('@/features/dashboard/components/dashboard-page')).DashboardPage,
                }),
              },
              {
                path: 'orders',
                lazy: async () => ({
                  Component: (await import('@/features/orders/components/orders-page')).OrdersPage,
                }),
              },
              {
                path: 'orders/:id',
                lazy: async () => ({
                  Component: (await import('@/features/orders/components/order-page')).OrderPage,
                }),
              },
              {
                path: 'customers',
                lazy: async () => ({
                  Component: (await import('@/features/customers/components/customers-page')).CustomersPage,
                }),
              },
              {
                path: 'customers/:id',
                lazy: async () => ({ Component: (await import('./customer-route')).CustomerRoute }),
              },
              {
                path: 'products/:id/stock',
                lazy: async () => ({ Component: (await import('./stock-route')).StockRoute }),
              },
              {
                path: 'products',
                lazy: async () => ({
                  Component: (await import('@/features/products/components/products-page')).ProductsPage,
                }),
              },
              {
                path: 'products/new',
                lazy: async () => ({
                  Component: (await import('@/features/products/components/new-product-page')).NewProductPage,
                }),
              },
              {
                path: 'products/:id',
                lazy: async () => ({
                  Component: (await import('@/features/products/components/product-page')).ProductPage,
                }),
              },
              {
                Component: RequireOwner,
                children: [
                  {
                    path: 'staff',
                    lazy: async () => ({ Component: (await import('./staff-route')).StaffRoute }),
                  },
                ],
              },
              {
                path: 'audit',
                lazy: async () => ({ Component: (await import('./audit-route')).AuditRoute }),
              },
              {
                path: 'import-export',
                lazy: async () => ({ Component: (await import('./import-export-route')).ImportExportRoute }),
              },
              {
                path: 'discounts',
                lazy: async () => ({ Component: (await import('./discounts-route')).DiscountsRoute }),
              },
              {
                path: 'discounts/new',
                lazy: async () => ({ Component: (await import('./discounts-route')).NewDiscountRoute }),
              },
              {
                path: 'discounts/:code',
                lazy: async () => ({ Component: (await import('./discounts-route')).DiscountRoute }),
              },
              {
                path: 'search-synonyms',
                lazy: async () => ({
                  Component: (await import('./search-synonyms-route')).SearchSynonymsRoute,
                }),
              },
              {
                path: 'tax-documents',
                lazy: async () => ({
                  Component: (await import('@/features/tax-documents/components/tax-documents-page'))
                    .TaxDocumentsPage,
                }),
              },
              {
                path: 'settings/store',
                lazy: async () => ({ Component: (await import('./store-details-route')).StoreDetailsRoute }),
              },
              {
                path: 'outbox',
                lazy: async () => ({ Component: (await import('./outbox-route')).OutboxRoute }),
              },
              {
                path: 'outbox/:id',
                lazy: async () => ({ Component: (await import('./outbox-route')).OutboxMessageRoute }),
              },
              {
                path: 'security',
                lazy: async () => ({
                  Component: (await import('@/features/session/components/security-page')).SecurityPage,
                }),
              },
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
];
