import type { Locale } from '@souq/shared/i18n/locales';
import type { AuthResponse, MeResponse } from '@souq/shared/schemas/session';
import type { LoginRequest } from '@souq/shared/schemas/user';
import { parseLoginIdentifier } from '@souq/shared/schemas/user';
import { conflict, unauthorized } from '../../lib/app-error';
import { SIGN_IN_REQUIRED } from '../../plugins/auth';
import { queueMessage } from '../mail/outbox-repo';
import type { AccountMail } from './account-mail';
import { accountSession } from './account-session';
import type { AccountTokensRepo } from './account-tokens-repo';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import type { TokenService } from './tokens';
import type { UserRow, UsersRepo } from './users-repo';

export const EMAIL_TAKEN = 'An account with this email already exists.';
export const PHONE_TAKEN = 'An account with this phone number already exists.';
export const BAD_CREDENTIALS = 'Incorrect email, mobile number or password.';

export interface NewUser {
  name: string;
  email: string;
  password: string;
  phone: string;
}

export function createUsersService(
  repo: UsersRepo,
  tokens: TokenService,
  accountTokens: AccountTokensRepo,
  mail: Pick<AccountMail, 'wake'>,
) {
  const session = (user: UserRow, message: string) => accountSession(tokens, user, message);

  function duplicateMessage(existing: UserRow[], email: string): string {
    return existing.some((u) => u.email === email) ? EMAIL_TAKEN : PHONE_TAKEN;
  }

  return {
    async register(input: NewUser, locale: Locale): Promise<AuthResponse> {
      const existing = await repo.findByEmailOrPhone(input.email, input.phone);
      if (existing.length > 0) throw conflict(duplicateMessage(existing, input.email));
      const user = await repo.insert(
        {
          name: input.name,
          email: input.email,
          phone: input.phone,
          passwordHash: await hashPassword(input.password),
        },
        (tx, created) =>
          queueMessage(tx, {
            template: 'welcome',
            recipient: created.email,
            userId: created.id,
            data: { name: created.name, locale },
          }),
      );
      if (!user) {
        // Another request registered the same email or phone between the check and the insert.
        throw conflict(
          duplicateMessage(await repo.findByEmailOrPhone(input.email, input.phone), input.email),
        );
      }
      mail.wake();
      return session(user, 'Account created successfully.');
    },

    async login(input: LoginRequest): Promise<AuthResponse> {
      const identifier = parseLoginIdentifier(input.email);
      const user =
        identifier?.kind === 'email'
          ? await repo.findByEmail(identifier.email)
          : identifier?.kind === 'phone'
            ? await repo.findByPhone(identifier.phone)
            : undefined;
      if (!user) {
        await verifyAgainstDummy(input.password);
        throw unauthorized(BAD_CREDENTIALS);
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) throw unauthorized(BAD_CREDENTIALS);
      return session(user, 'Logged in successfully.');
    },

    /** The signed-in shopper; a token whose account no longer exists counts as signed out. */
    async me(userId: string): Promise<MeResponse> {
      const user = await repo.findById(userId);
      if (!user) throw unauthorized(SIGN_IN_REQUIRED);
      return {
        success: true,
        user: { name: user.name, email: user.email },
        userId: user.id,
        phone: user.phone,
        pendingEmail: await accountTokens.pendingEmail(user.id),
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
