import { eq } from 'drizzle-orm';
import type { AccountChangeListener, AccountWatch } from '../../db/account-watch';
import type { Executor } from '../../db/executor';
import { users } from '../../db/schema';

/** Accounts remembered per instance; past this the oldest is forgotten first. */
const MAX_REMEMBERED = 50_000;

interface AccountState {
  tokenVersion: number;
  deleted: boolean;
}

/**
 * Whether a token still speaks for its account: the account exists, is not deleted, and the token carries
 * its current version (raised by a password reset or change and by "Sign out of all devices"). Each
 * instance remembers what it read, and forgets an account the moment any instance announces a change to it
 * (migration 0013's notification); while that announcement could go unheard, it reads every time.
 */
export function createAccountCheck(
  db: Executor,
  watch: (onChange: AccountChangeListener) => Promise<AccountWatch>,
) {
  const remembered = new Map<string, AccountState>();
  /** Moves on every change heard: a read that started before one must not be remembered. */
  let changes = 0;
  let watcher: AccountWatch | null = null;

  const forget: AccountChangeListener = (userId) => {
    changes += 1;
    if (userId === null) remembered.clear();
    else remembered.delete(userId);
  };

  async function read(userId: string): Promise<AccountState | null> {
    const [row] = await db
      .select({ tokenVersion: users.tokenVersion, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId));
    return row ? { tokenVersion: row.tokenVersion, deleted: row.deletedAt !== null } : null;
  }

  return {
    /**
     * Starts listening. Should that fail (the database is unreachable at start), nothing is remembered and
     * every request reads its account, which then answers as the database does.
     */
    async start(): Promise<void> {
      watcher = await watch(forget).catch(() => null);
    },
    async stop(): Promise<void> {
      await watcher?.stop();
      watcher = null;
    },
    /** After this instance changed the account: forget it now, before the announcement comes back. */
    forget: (userId: string) => forget(userId),

    async isCurrent(userId: string, tokenVersion: number): Promise<boolean> {
      const trusted = watcher?.live === true;
      let state = trusted ? remembered.get(userId) : undefined;
      if (!state) {
        const before = changes;
        const fresh = await read(userId);
        if (!fresh) return false;
        state = fresh;
        if (trusted && before === changes) {
          if (remembered.size >= MAX_REMEMBERED) {
            const oldest = remembered.keys().next();
            if (!oldest.done) remembered.delete(oldest.value);
          }
          remembered.set(userId, fresh);
        }
      }
      return !state.deleted && state.tokenVersion === tokenVersion;
    },
  };
}

export type AccountCheck = ReturnType<typeof createAccountCheck>;
