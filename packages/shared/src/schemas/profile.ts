import { z } from 'zod';
import { emailSchema } from './email';
import { accountLinkTokenSchema, bothPasswordsTyped, PASSWORDS_DIFFER } from './password-reset';
import { publicUserSchema } from './public-user';
import { PASSWORD_MAX_LENGTH, passwordSchema, phoneSchema, registerRequestSchema } from './user';

/**
 * The profile's "Account details" and "Security" (docs/product/accounts.md, "Profile"): name and phone by
 * sign-up's rules, an e-mail change confirmed from the new address, a password change and signing out of
 * every device.
 */

export const EMAIL_CHANGE_HOURS = 24;

export const PROFILE_SAVED = 'Your details have been saved.';
export const SAME_EMAIL = 'This is already your e-mail address.';
export const emailChangeSent = (email: string) =>
  `We have sent a link to ${email}. Your e-mail address changes once you open it.`;
export const EMAIL_LINK_INVALID =
  'This confirmation link has expired or was already used. Ask for a new one from your profile.';
export const EMAIL_CONFIRMED = 'Your e-mail address has been changed.';
/** A 400, not a 401: the token is fine, and a 401 would sign the shopper out of the page they are on. */
export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';
export const PASSWORD_CHANGED = 'Your password has been changed. Your other devices have been signed out.';
export const SIGNED_OUT_EVERYWHERE = 'You have been signed out of all devices.';

/** The account's password, typed to allow a change: any text up to the bound, checked against its hash. */
const currentPasswordSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'Current password is required.' : 'Current password must be text.',
  })
  .min(1, 'Current password is required.')
  .max(PASSWORD_MAX_LENGTH, `Current password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

/** POST /api/user/profile: the same rules as sign-up; the phone is stored in E.164 form. */
export const updateProfileRequestSchema = z.object({
  name: registerRequestSchema.shape.name,
  phone: phoneSchema,
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const profileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
  phone: z.string(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** POST /api/user/email: the new address, and the account's password (a stolen session cannot move it). */
export const changeEmailRequestSchema = z.object({ email: emailSchema, password: currentPasswordSchema });
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

export const changeEmailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The address waiting for its link to be opened. */
  pendingEmail: z.string(),
});
export type ChangeEmailResponse = z.infer<typeof changeEmailResponseSchema>;

/** POST /api/user/email/confirm: the token from the link mailed to the new address. */
export const confirmEmailRequestSchema = z.object({ token: accountLinkTokenSchema(EMAIL_LINK_INVALID) });
export type ConfirmEmailRequest = z.input<typeof confirmEmailRequestSchema>;

export const confirmEmailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  email: z.string(),
});
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

/** POST /api/user/password: answered with a new session for this device (authResponseSchema). */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** The profile's password form: the new password typed twice. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
    when: bothPasswordsTyped('newPassword'),
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;
