import { z } from 'zod';
import { requiredText } from './common';
import { emailSchema } from './email';
import { NAME_MAX_LENGTH, newPasswordSchema, signInPasswordSchema } from './user';

/** `owner` manages staff and settings; `staff` work the orders. */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'Choose owner or staff as the role.' });

/** Staff open every order and every shopper's address, so their passwords are longer than a shopper's. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

export const staffPasswordSchema = newPasswordSchema(STAFF_PASSWORD_MIN_LENGTH);

export const staffNameSchema = requiredText('Name', NAME_MAX_LENGTH);

/** A member of staff as the back office shows them. */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  /** Two-factor sign-in is on for this member. */
  twoFactor: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The six digits an authenticator app shows; spaces, as some apps group them, are ignored. */
export const totpCodeSchema = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'));

/** The sign-in refusal that asks for the authenticator's code: the sign-in page then shows its field. */
export const TWO_FACTOR_CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app.';

/** POST /api/admin/session (`code` when two-factor sign-in is on for the member). */
export const staffSignInRequestSchema = z.object({
  email: emailSchema,
  password: signInPasswordSchema,
  code: totpCodeSchema.optional(),
});
export type StaffSignInRequest = z.infer<typeof staffSignInRequestSchema>;

/**
 * GET and POST /api/admin/session: who is signed in. `mustSetUpTwoFactor` is true for an owner while the store
 * requires two-factor sign-in of owners and theirs is not on: until it is, only the session and two-factor
 * routes answer them.
 */
export const staffSessionResponseSchema = z.object({
  success: z.literal(true),
  staff: staffMemberSchema,
  mustSetUpTwoFactor: z.boolean(),
});
export type StaffSessionResponse = z.infer<typeof staffSessionResponseSchema>;

/** A one-time link's token, as it arrives in `?token=` and back in the form. */
export const linkTokenSchema = requiredText('The link', 200);

/** POST /api/admin/setup: the first owner, through the link printed at start. */
export const ownerSetupRequestSchema = z.object({
  token: linkTokenSchema,
  name: staffNameSchema,
  email: emailSchema,
  password: staffPasswordSchema,
});
export type OwnerSetupRequest = z.infer<typeof ownerSetupRequestSchema>;

/** POST /api/admin/invitations/accept: a new member chooses their name and password. */
export const acceptInvitationRequestSchema = z.object({
  token: linkTokenSchema,
  name: staffNameSchema,
  password: staffPasswordSchema,
});
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

/** GET /api/admin/invitations/:token: what the link is for, before the form is filled in. */
export const invitationResponseSchema = z.object({
  success: z.literal(true),
  kind: z.enum(['setup', 'invite']),
  email: z.string().nullable(),
  role: staffRoleSchema,
  expiresAt: z.string(),
});
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;

/** POST /api/admin/staff/invitations (owner). */
export const inviteStaffRequestSchema = z.object({ email: emailSchema, role: staffRoleSchema });
export type InviteStaffRequest = z.infer<typeof inviteStaffRequestSchema>;

export const inviteStaffResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The one-time link to hand to the new member (shown once; only its hash is stored). */
  inviteUrl: z.string(),
  expiresAt: z.string(),
});

export const staffListResponseSchema = z.object({
  success: z.literal(true),
  staff: z.array(staffMemberSchema),
});

/** PATCH /api/admin/staff/:id (owner). */
export const changeRoleRequestSchema = z.object({ role: staffRoleSchema });
export const staffMemberResponseSchema = z.object({ success: z.literal(true), staff: staffMemberSchema });

export const staffIdParamsSchema = z.object({ id: z.uuid({ error: 'Staff member not found.' }) });

/** POST /api/admin/two-factor/setup: a new secret to add to an authenticator app, on once confirmed. */
export const twoFactorSetupResponseSchema = z.object({
  success: z.literal(true),
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** `otpauth://totp/…`, for a QR code. */
  otpauthUrl: z.string(),
});

/** POST /api/admin/two-factor/confirm and /disable. */
export const twoFactorCodeRequestSchema = z.object({ code: totpCodeSchema });

/** GET and PUT /api/admin/settings (PUT: owners only). */
export const adminSettingsSchema = z.object({
  ownersRequireTwoFactor: z.boolean({ error: 'ownersRequireTwoFactor must be true or false.' }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminSettingsResponseSchema = z.object({
  success: z.literal(true),
  settings: adminSettingsSchema,
});
