import { z } from 'zod';
import { joinPhone, SIGN_UP_PHONE_MESSAGE, toE164 } from '../phone/international-phone';
import { requiredText } from './common';
import { EMAIL_MAX_LENGTH, emailSchema } from './email';

export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the work argon2 does for one request. */
export const PASSWORD_MAX_LENGTH = 128;
export const PHONE_MAX_LENGTH = 32;

/** A new password of at least `min` characters (shoppers 8; staff more, see admin-staff.ts). */
export function newPasswordSchema(min: number) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? 'Password is required.' : 'Password must be text.'),
    })
    .min(min, `Password must be at least ${min} characters.`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);
}

export const passwordSchema = newPasswordSchema(PASSWORD_MIN_LENGTH);

/** The password typed to sign in: any non-empty text up to the bound, checked against the stored hash. */
export const signInPasswordSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? 'Password is required.' : 'Password must be text.'),
  })
  .min(1, 'Password is required.')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

/** A full international number (calling code joined to the number), stored in E.164 form. */
export const phoneSchema = requiredText('Phone number', PHONE_MAX_LENGTH).transform((value, ctx) => {
  const e164 = toE164(value);
  if (e164 === null) {
    ctx.addIssue({ code: 'custom', message: SIGN_UP_PHONE_MESSAGE });
    return z.NEVER;
  }
  return e164;
});

export const registerRequestSchema = z.object({
  name: requiredText('Name', NAME_MAX_LENGTH),
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  /** One field takes an email or a mobile number. */
  email: requiredText('Email or Mobile Number', EMAIL_MAX_LENGTH),
  password: signInPasswordSchema,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export type LoginIdentifier = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

/** Reads the login field as an email when it has an '@', else as a mobile number (UAE by default). */
export function parseLoginIdentifier(raw: string): LoginIdentifier | null {
  const value = raw.trim();
  if (value.includes('@')) return { kind: 'email', email: value.toLowerCase() };
  const phone = toE164(value);
  return phone === null ? null : { kind: 'phone', phone };
}

/** The sign-up form: the phone is typed as a calling code and a number, joined for the request. */
export const signUpFormSchema = z
  .object({
    name: registerRequestSchema.shape.name,
    callingCode: z.string(),
    phoneNumber: requiredText('Phone number', PHONE_MAX_LENGTH),
    email: emailSchema,
    password: passwordSchema,
  })
  .refine((form) => toE164(joinPhone(form.callingCode, form.phoneNumber)) !== null, {
    path: ['phoneNumber'],
    message: SIGN_UP_PHONE_MESSAGE,
    // Check the number even while other fields are still wrong, so every error shows at once.
    when: (payload) => {
      const value = payload.value as { callingCode?: unknown; phoneNumber?: unknown } | undefined;
      return (
        typeof value?.callingCode === 'string' &&
        typeof value.phoneNumber === 'string' &&
        value.phoneNumber.trim() !== ''
      );
    },
  });
export type SignUpFormValues = z.input<typeof signUpFormSchema>;

export function signUpRequest(form: z.output<typeof signUpFormSchema>): RegisterRequest {
  return {
    name: form.name,
    email: form.email,
    password: form.password,
    phone: joinPhone(form.callingCode, form.phoneNumber),
  };
}
