import type { PGlite } from '@electric-sql/pglite';
import { openDedicatedListener } from './dedicated-listener';

/** The channel migration 0013 notifies, with the account's id, when an account's tokens stop working. */
export const ACCOUNT_CHANNEL = 'souq_account_changed';

export interface AccountWatch {
  /** False while changes could go unheard: whoever caches accounts must not trust the cache then. */
  readonly live: boolean;
  stop(): Promise<void>;
}

/** `onChange(id)`: that account changed; `onChange(null)`: anything may have (the listener dropped). */
export type AccountChangeListener = (userId: string | null) => void;

/** PGlite is one connection in this process: every change is heard, by the one instance there is. */
export async function watchPgliteAccounts(
  client: PGlite,
  onChange: AccountChangeListener,
): Promise<AccountWatch> {
  const unlisten = await client.listen(ACCOUNT_CHANNEL, (payload) => onChange(payload || null));
  return {
    live: true,
    stop: async () => {
      await unlisten().catch(() => {});
    },
  };
}

/** On PostgreSQL, a listening connection of its own hears every instance's changes. */
export async function watchPostgresAccounts(
  url: string,
  onChange: AccountChangeListener,
): Promise<AccountWatch> {
  return openDedicatedListener(
    url,
    [ACCOUNT_CHANNEL],
    (message) => {
      if (message.channel === ACCOUNT_CHANNEL) onChange(message.payload || null);
    },
    () => onChange(null),
  );
}
