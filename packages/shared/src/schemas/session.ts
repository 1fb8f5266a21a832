import { z } from 'zod';
import { publicUserSchema } from './public-user';

/** The answer to a sign-up or a login (see docs/product/accounts.md). */
export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: publicUserSchema,
  userId: z.string(),
  message: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = z.object({
  success: z.literal(true),
  user: publicUserSchema,
  userId: z.string(),
  /** The account's number in E.164 form, which checkout offers as the delivery phone. */
  phone: z.string(),
  /** A new e-mail address waiting for its confirmation link to be opened, if any (the profile shows it). */
  pendingEmail: z.string().nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
