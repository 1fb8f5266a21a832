import {
  ACCOUNT_DELETED,
  type DeleteAccountResponse,
  WRONG_PASSWORD,
} from '@souq/shared/schemas/account-data';
import type { Db } from '../../db/client';
import { badRequest, unauthorized } from '../../lib/app-error';
import { SIGN_IN_REQUIRED } from '../../plugins/auth';
import { cancelOrdersForDeletion, settleOrdersBeforeDeletion } from '../orders/account-orders';
import type { PaymentGateway } from '../orders/payment-gateway';
import { verifyPassword } from '../users/passwords';
import { createAccountDeletionRepo, lockedAccountEraser } from './account-deletion-repo';

export interface AccountDeletionOptions {
  db: Db;
  gateway: PaymentGateway;
  /** After the deletion committed: this instance stops accepting the account's tokens at once. */
  forgetAccount: (userId: string) => void;
}

/**
 * "Delete my account" (docs/product/accounts.md, "Your data"), confirmed by the password:
 * 1. the password is checked (outside any transaction: argon2 takes a while and must not hold a lock);
 * 2. waiting card orders have their payments stopped at the gateway, also outside it;
 * 3. in one transaction under the account's lock: those orders are cancelled with their stock given back,
 *    and the personal data erased, leaving the orders for the store's records;
 * 4. every token of the account stops working.
 */
export function createAccountDeletion({ db, gateway, forgetAccount }: AccountDeletionOptions) {
  const repo = createAccountDeletionRepo(db);

  return {
    async delete(userId: string, password: string): Promise<DeleteAccountResponse> {
      const account = await repo.findLive(userId);
      if (!account) throw unauthorized(SIGN_IN_REQUIRED);
      if (!(await verifyPassword(account.passwordHash, password))) throw badRequest(WRONG_PASSWORD);
      const settled = await settleOrdersBeforeDeletion(db, gateway, userId);

      await db.transaction(async (tx) => {
        const eraser = lockedAccountEraser(tx);
        const locked = await eraser.lock(userId);
        if (!locked) throw unauthorized(SIGN_IN_REQUIRED);
        // The password changed since it was checked: the one typed is no longer the account's.
        if (locked.passwordHash !== account.passwordHash) throw badRequest(WRONG_PASSWORD);
        await cancelOrdersForDeletion(tx, userId, settled);
        await eraser.erase(userId, locked.email);
      });
      forgetAccount(userId);
      return { success: true, message: ACCOUNT_DELETED };
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
