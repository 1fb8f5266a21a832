import {
  adminSettingsResponseSchema,
  adminSettingsSchema,
  twoFactorCodeRequestSchema,
  twoFactorSetupResponseSchema,
} from '@souq/shared/schemas/admin-staff';
import { messageResponseSchema } from '@souq/shared/schemas/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../../lib/refusal-responses';
import { actorOf, signedInStaff } from '../../../plugins/admin-auth';
import type { TwoFactorService } from './two-factor-service';

/**
 * A member's own two-factor sign-in, and the store's settings. Setting up answers an owner who must turn it on
 * before anything else.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ twoFactor: TwoFactorService }> = async (
  app,
  { twoFactor },
) => {
  const { requireStaff, requireOwner } = app.adminAuth;

  app.post(
    '/api/admin/two-factor/setup',
    {
      schema: { response: { 200: twoFactorSetupResponseSchema, ...refusalResponses } },
      onRequest: requireStaff,
      config: { beforeTwoFactor: true },
    },
    async (request) => twoFactor.start(signedInStaff(request).id),
  );

  app.post(
    '/api/admin/two-factor/confirm',
    {
      schema: {
        body: twoFactorCodeRequestSchema,
        response: { 200: messageResponseSchema, ...refusalResponses },
      },
      onRequest: requireStaff,
      preHandler: app.authRateLimit.perIdentifier((request) => `staff-2fa:${request.staff?.id ?? ''}`),
      config: { beforeTwoFactor: true },
    },
    async (request) => twoFactor.confirm(signedInStaff(request).id, request.body.code, actorOf(request)),
  );

  app.post(
    '/api/admin/two-factor/disable',
    {
      schema: {
        body: twoFactorCodeRequestSchema,
        response: { 200: messageResponseSchema, ...refusalResponses },
      },
      onRequest: requireStaff,
      preHandler: app.authRateLimit.perIdentifier((request) => `staff-2fa:${request.staff?.id ?? ''}`),
    },
    async (request) => twoFactor.disable(signedInStaff(request).id, request.body.code, actorOf(request)),
  );

  app.get(
    '/api/admin/settings',
    {
      schema: { response: { 200: adminSettingsResponseSchema, ...refusalResponses } },
      onRequest: requireStaff,
    },
    async () => ({ success: true as const, settings: await twoFactor.settings() }),
  );

  app.put(
    '/api/admin/settings',
    {
      schema: {
        body: adminSettingsSchema,
        response: { 200: adminSettingsResponseSchema, ...refusalResponses },
      },
      onRequest: requireStaff,
      preHandler: requireOwner,
    },
    async (request) => twoFactor.updateSettings(signedInStaff(request).id, request.body, actorOf(request)),
  );
};
