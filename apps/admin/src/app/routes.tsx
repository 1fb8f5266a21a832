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
