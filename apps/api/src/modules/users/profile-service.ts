import type { Locale } from '@souq/shared/i18n/locales';
import type { AccountMessageResponse } from '@souq/shared/schemas/password-reset';
import {
  type ChangeEmailResponse,
  type ConfirmEmailResponse,
  CURRENT_PASSWORD_WRONG,
  EMAIL_CHANGE_HOURS,
  EMAIL_CONFIRMED,
  EMAIL_LINK_INVALID,
  emailChangeSent,
  PASSWORD_CHANGED,
  PROFILE_SAVED,
  type ProfileResponse,
  SAME_EMAIL,
  SIGNED_OUT_EVERYWHERE,
} from '@souq/shared/schemas/profile';
import type { AuthResponse } from '@souq/shared/schemas/session';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { badRequest, conflict, unauthorized } from '../../lib/app-error';
import { hashSecret } from '../../lib/one-time-token';
import { SIGN_IN_REQUIRED } from '../../plugins/auth';
import { queueMessage } from '../mail/outbox-repo';
import type { AccountCheck } from './account-check';
import { type AccountMail, accountLink } from './account-mail';
import { accountSession } from './account-session';
import { createAccountTokensRepo } from './account-tokens-repo';
import { hashPassword, verifyPassword } from './passwords';
import { createProfileRepo } from './profile-repo';
import type { TokenService } from './tokens';
import type { UserRow } from './users-repo';
import { EMAIL_TAKEN, PHONE_TAKEN } from './users-service';

/** Runs `write`, answering a unique index's refusal (a value taken meanwhile) as a 409 with `message`. */
async function unlessTaken<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

/** The signed-in shopper's own account (docs/product/accounts.md, "Profile"). */
export function createProfileService(
  db: Db,
  tokens: TokenService,
  accounts: Pick<AccountCheck, 'forget'>,
  mail: AccountMail,
) {
  const repo = createProfileRepo(db);

  /** The shopper's account; a deleted one (the token would already be refused) counts as signed out. */
  async function account(userId: string): Promise<UserRow> {
    const user = await repo.findActive(userId);
    if (!user) throw unauthorized(SIGN_IN_REQUIRED);
    return user;
  }

  async function checkPassword(user: UserRow, password: string): Promise<void> {
    if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(CURRENT_PASSWORD_WRONG);
  }

  /**
   * Ends every session and every open account link (a reset, an e-mail change) in one transaction, setting
   * the new password if there is one; this instance forgets the account once that is committed.
   */
  async function endSessions(userId: string, passwordHash: string | null): Promise<UserRow> {
    const user = await db.transaction(async (tx) => {
      const profile = createProfileRepo(tx);
      const updated = passwordHash
        ? await profile.setPassword(userId, passwordHash)
        : await profile.endSessions(userId);
      if (updated) await createAccountTokensRepo(tx).closeAll(userId);
      return updated;
    });
    if (!user) throw unauthorized(SIGN_IN_REQUIRED);
    accounts.forget(userId);
    return user;
  }

  return {
    async update(userId: string, details: { name: string; phone: string }): Promise<ProfileResponse> {
      if (await repo.takenByAnother(userId, { phone: details.phone })) throw conflict(PHONE_TAKEN);
      const user = await unlessTaken(PHONE_TAKEN, () => repo.updateDetails(userId, details));
      if (!user) throw unauthorized(SIGN_IN_REQUIRED);
      return {
        success: true,
        message: PROFILE_SAVED,
        user: { name: user.name, email: user.email },
        phone: user.phone,
      };
    },

    /**
     * Mails a confirmation link to the new address; the account keeps its old one until the link is opened.
     * Only the newest link works: asking again closes the earlier ones.
     */
    async requestEmailChange(
      userId: string,
      input: { email: string; password: string },
      locale: Locale,
    ): Promise<ChangeEmailResponse> {
      const user = await account(userId);
      await checkPassword(user, input.password);
      if (input.email === user.email) throw badRequest(SAME_EMAIL);
      if (await repo.takenByAnother(userId, { email: input.email })) throw conflict(EMAIL_TAKEN);
      await db.transaction(async (tx) => {
        const links = createAccountTokensRepo(tx);
        await links.closeAll(userId, 'email_change');
        const secret = await links.issue({
          purpose: 'email_change',
          userId,
          newEmail: input.email,
          validMs: EMAIL_CHANGE_HOURS * 60 * 60_000,
        });
        await queueMessage(tx, {
          template: 'email_change',
          recipient: input.email,
          userId,
          data: { name: user.name, link: accountLink(mail, '/confirm-email', secret, locale), locale },
        });
      });
      mail.wake();
      return { success: true, message: emailChangeSent(input.email), pendingEmail: input.email };
    },

    /**
     * Opening the link: it needs no sign-in (it may be opened on another device), only the link. An address
     * another account took meanwhile is refused, and the link stays unused.
     */
    async confirmEmail(token: string): Promise<ConfirmEmailResponse> {
      const email = await db.transaction(async (tx) => {
        const claimed = await createAccountTokensRepo(tx).claim(hashSecret(token), 'email_change');
        if (!claimed?.newEmail) throw badRequest(EMAIL_LINK_INVALID);
        const profile = createProfileRepo(tx);
        const { userId, newEmail } = claimed;
        if (await profile.takenByAnother(userId, { email: newEmail })) throw conflict(EMAIL_TAKEN);
        const user = await unlessTaken(EMAIL_TAKEN, () => profile.setEmail(userId, newEmail));
        if (!user) throw badRequest(EMAIL_LINK_INVALID);
        return user.email;
      });
      return { success: true, message: EMAIL_CONFIRMED, email };
    },

    /** A new password; every other device is signed out, and this one gets a token of the new version. */
    async changePassword(
      userId: string,
      input: { currentPassword: string; newPassword: string },
    ): Promise<AuthResponse> {
      await checkPassword(await account(userId), input.currentPassword);
      const user = await endSessions(userId, await hashPassword(input.newPassword));
      return accountSession(tokens, user, PASSWORD_CHANGED);
    },

    /** "Sign out of all devices", this one included. */
    async signOutEverywhere(userId: string): Promise<AccountMessageResponse> {
      await endSessions(userId, null);
      return { success: true, message: SIGNED_OUT_EVERYWHERE };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
