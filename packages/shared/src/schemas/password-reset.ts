import { z } from 'zod';
import { requiredText } from './common';
import { EMAIL_MAX_LENGTH } from './email';
import { passwordSchema } from './user';

/**
 * "Forgot password?" (docs/product/accounts.md, "Password reset"): the account's e-mail or mobile number asks
 * for a link, mailed to the account's e-mail, that sets a new password once within 30 minutes.
 */

export const RESET_LINK_MINUTES = 30;

/** The same answer whether or not an account matches, so the form tells no one which accounts exist. */
export const FORGOT_PASSWORD_SENT = 'If an account matches, we have sent it a link to reset the password.';
export const RESET_LINK_INVALID = 'This reset link has expired or was already used. Ask for a new one.';
export const PASSWORD_RESET_DONE = 'Your password has been changed and you are signed in.';
export const PASSWORDS_DIFFER = 'The passwords do not match.';

/** The longest token a link carries: 32 random bytes are 43 characters of base64url. */
const LINK_TOKEN_MAX_LENGTH = 100;

/** The token from an account link (a reset or an e-mail confirmation), refused in the link's own words. */
export function accountLinkTokenSchema(invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9_-]{1,${LINK_TOKEN_MAX_LENGTH}}$`), invalid);
}

/** POST /api/user/password/forgot: read as the login field is (an '@' makes it an e-mail). */
export const forgotPasswordRequestSchema = z.object({
  identifier: requiredText('Email or Mobile Number', EMAIL_MAX_LENGTH),
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** POST /api/user/password/reset: the link's token and the new password, by sign-up's password rules. */
export const resetPasswordRequestSchema = z.object({
  token: accountLinkTokenSchema(RESET_LINK_INVALID),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** Whether a form's two typings of a new password are both text, so they can be compared. */
export const bothPasswordsTyped =
  (key: string) =>
  (payload: { value: unknown }): boolean => {
    const value = payload.value as Record<string, unknown> | undefined;
    return typeof value?.[key] === 'string' && typeof value.confirmPassword === 'string';
  };

/** The reset page's form: the new password typed twice. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
    // Compared even while the password is still too short, so both errors show at once.
    when: bothPasswordsTyped('password'),
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** An answer that is only a sentence for the shopper. */
export const accountMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AccountMessageResponse = z.infer<typeof accountMessageResponseSchema>;
