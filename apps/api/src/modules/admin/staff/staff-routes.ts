import {
  acceptInvitationRequestSchema,
  changeRoleRequestSchema,
  invitationResponseSchema,
  inviteStaffRequestSchema,
  inviteStaffResponseSchema,
  linkTokenSchema,
  ownerSetupRequestSchema,
  staffIdParamsSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffSessionResponseSchema,
  staffSignInRequestSchema,
} from '@souq/shared/schemas/admin-staff';
import { messageResponseSchema } from '@souq/shared/schemas/order';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refusalResponses } from '../../../lib/refusal-responses';
import { actorOf, signedInStaff } from '../../../plugins/admin-auth';
import { SIGNED_OUT } from '../admin-messages';
import { toStaffJson } from './staff-json';
import type { StaffRow } from './staff-repo';
import type { StaffService } from './staff-service';
import type { StaffSessions } from './staff-sessions';

/**
 * Signing in and out of the back office, the one-time links (the first owner's setup, invitations) and the
 * owner's staff management. Registered inside the admin scope, whose hook refuses foreign origins.
 */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService; sessions: StaffSessions }> = async (
  app,
  { staff, sessions },
) => {
  const { requireStaff, requireOwner } = app.adminAuth;

  async function startSession(request: FastifyRequest, reply: FastifyReply, member: StaffRow) {
    const secret = await sessions.open(member, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    app.adminAuth.setSession(reply, secret);
    return staff.sessionView(member);
  }

  app.post(
    '/api/admin/session',
    {
      schema: {
        body: staffSignInRequestSchema,
        response: { 200: staffSessionResponseSchema, ...refusalResponses },
      },
      onRequest: app.authRateLimit.perIp,
      preHandler: app.authRateLimit.perIdentifier(
        (request) => `staff:${(request.body as { email: string }).email}`,
      ),
    },
    async (request, reply) =>
      startSession(request, reply, await staff.signIn(request.body, actorOf(request))),
  );

  app.get(
    '/api/admin/session',
    {
      schema: { response: { 200: staffSessionResponseSchema, ...refusalResponses } },
      onRequest: requireStaff,
      config: { beforeTwoFactor: true },
    },
    async (request) => ({
      success: true as const,
      staff: toStaffJson(signedInStaff(request)),
      mustSetUpTwoFactor: request.mustSetUpTwoFactor,
    }),
  );

  app.delete(
    '/api/admin/session',
    {
      schema: { response: { 200: messageResponseSchema, ...refusalResponses } },
      onRequest: requireStaff,
      config: { beforeTwoFactor: true },
    },
    async (request, reply) => {
      const secret = app.adminAuth.sessionSecret(request);
      if (secret) await sessions.close(secret);
      await staff.signedOut(actorOf(request));
      app.adminAuth.clearSession(reply);
      return { success: true as const, message: SIGNED_OUT };
    },
  );

  app.get(
    '/api/admin/invitations/:token',
    {
      schema: {
        params: z.object({ token: linkTokenSchema }),
        response: { 200: invitationResponseSchema, ...refusalResponses },
      },
      onRequest: app.authRateLimit.formPerIp,
    },
    async (request) => staff.readLink(request.params.token),
  );

  app.post(
    '/api/admin/setup',
    {
      schema: {
        body: ownerSetupRequestSchema,
        response: { 200: staffSessionResponseSchema, ...refusalResponses },
      },
      onRequest: app.authRateLimit.perIp,
    },
    async (request, reply) =>
      startSession(request, reply, await staff.setupOwner(request.body, actorOf(request))),
  );

  app.post(
    '/api/admin/invitations/accept',
    {
      schema: {
        body: acceptInvitationRequestSchema,
        response: { 200: staffSessionResponseSchema, ...refusalResponses },
      },
      onRequest: app.authRateLimit.perIp,
    },
    async (request, reply) =>
      startSession(request, reply, await staff.acceptInvitation(request.body, actorOf(request))),
  );

  app.get(
    '/api/admin/staff',
    {
      schema: { response: { 200: staffListResponseSchema, ...refusalResponses } },
      onRequest: requireStaff,
      preHandler: requireOwner,
    },
    async () => ({ success: true as const, staff: await staff.list() }),
  );

  app.post(
    '/api/admin/staff/invitations',
    {
      schema: {
        body: inviteStaffRequestSchema,
        response: { 200: inviteStaffResponseSchema, ...refusalResponses },
      },
      onRequest: requireStaff,
      preHandler: requireOwner,
    },
    async (request) => staff.invite(request.body, actorOf(request)),
  );

  app.patch(
    '/api/admin/staff/:id',
    {
      schema: {
        params: staffIdParamsSchema,
        body: changeRoleRequestSchema,
        response: { 200: staffMemberResponseSchema, ...refusalResponses },
      },
      onRequest: requireStaff,
      preHandler: requireOwner,
    },
    async (request) => ({
      success: true as const,
      staff: await staff.changeRole(request.params.id, request.body.role, actorOf(request)),
    }),
  );

  app.delete(
    '/api/admin/staff/:id',
    {
      schema: { params: staffIdParamsSchema, response: { 200: messageResponseSchema, ...refusalResponses } },
      onRequest: requireStaff,
      preHandler: requireOwner,
    },
    async (request) => staff.remove(request.params.id, actorOf(request)),
  );
};
