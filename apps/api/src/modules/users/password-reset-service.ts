import type { Locale } from '@souq/shared/i18n/locales';
import {
  type AccountMessageResponse,
  FORGOT_PASSWORD_SENT,
  PASSWORD_RESET_DONE,
  RESET_LINK_INVALID,
  RESET_LINK_MINUTES,
  type ResetPasswordRequest,
} from '@souq/shared/schemas/password-reset';
import type { AuthResponse } from '@souq/shared/schemas/session';
import { parseLoginIdentifier } from '@souq/shared/schemas/user';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/app-error';
import { hashSecret } from '../../lib/one-time-token';
import { queueMessage } from '../mail/outbox-repo';
import type { AccountCheck } from './account-check';
import { type AccountMail, accountLink } from './account-mail';
import { accountSession } from './account-session';
import { createAccountTokensRepo } from './account-tokens-repo';
import { hashPassword } from './passwords';
import { createProfileRepo } from './profile-repo';
import type { TokenService } from './tokens';

/**
 * The least time a "forgot password" request takes, whether or not an account matched: the work for a real
 * account (two inserts) is far below it, so how long the answer takes tells no one which accounts exist.
 */
export const FORGOT_ANSWER_MS = 250;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Password reset (docs/product/accounts.md, "Password reset"). */
export function createPasswordResetService(
  db: Db,
  tokens: TokenService,
  accounts: Pick<AccountCheck, 'forget'>,
  mail: AccountMail,
) {
  /** Mails a reset link to the account `raw` names; nothing at all for an unknown or deleted account. */
  async function mailResetLink(raw: string, locale: Locale): Promise<void> {
    const identifier = parseLoginIdentifier(raw);
    const user = identifier ? await createProfileRepo(db).findActiveByLogin(identifier) : null;
    if (!user) return;
    await db.transaction(async (tx) => {
      const secret = await createAccountTokensRepo(tx).issue({
        purpose: 'password_reset',
        userId: user.id,
        validMs: RESET_LINK_MINUTES * 60_000,
      });
      await queueMessage(tx, {
        template: 'password_reset',
        recipient: user.email,
        userId: user.id,
        data: { name: user.name, link: accountLink(mail, '/reset-password', secret, locale), locale },
      });
    });
    mail.wake();
  }

  return {
    async forgot(identifier: string, locale: Locale): Promise<AccountMessageResponse> {
      const started = performance.now();
      await mailResetLink(identifier, locale);
      await sleep(FORGOT_ANSWER_MS - (performance.now() - started));
      return { success: true, message: FORGOT_PASSWORD_SENT };
    },

    /**
     * Sets the new password once per link. The same transaction uses the link, raises the token version
     * (every session signed before ends) and closes the account's other open links, reset and e-mail change
     * alike: whoever asked for those may be who the shopper is locking out. This browser gets a new session.
     */
    async reset(input: ResetPasswordRequest): Promise<AuthResponse> {
      const tokenHash = hashSecret(input.token);
      // A look first, so a dead link does not cost an argon2 hash; the claim below is what decides.
      if (!(await createAccountTokensRepo(db).isOpen(tokenHash, 'password_reset'))) {
        throw badRequest(RESET_LINK_INVALID);
      }
      const passwordHash = await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        const links = createAccountTokensRepo(tx);
        const claimed = await links.claim(tokenHash, 'password_reset');
        if (!claimed) return null;
        const updated = await createProfileRepo(tx).setPassword(claimed.userId, passwordHash);
        // A deleted account: nothing to reset. Thrown so the claim rolls back with it.
        if (!updated) throw badRequest(RESET_LINK_INVALID);
        await links.closeAll(updated.id);
        return updated;
      });
      if (!user) throw badRequest(RESET_LINK_INVALID);
      accounts.forget(user.id);
      return accountSession(tokens, user, PASSWORD_RESET_DONE);
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
