import type { PublicUser } from '@souq/shared/schemas/public-user';
import { create } from 'zustand';
import { local, readJson, session } from '../storage/browser-storage';

/** Local storage keeps token, user (name, email) and userId; the token also goes to the session. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';
const USER_ID_KEY = 'userId';

interface SessionState {
  token: string | null;
  user: PublicUser | null;
  userId: string | null;
  signIn(session: { token: string; user: PublicUser; userId: string }): void;
  signOut(): void;
}

/** The token and id as kept; the user waits for restoreStoredUser, which checks it against its schema. */
function restore(): Pick<SessionState, 'token' | 'user' | 'userId'> {
  // The token is restored from local storage; the session copy only mirrors it.
  const token = local.get(TOKEN_KEY);
  if (!token) {
    session.remove(TOKEN_KEY);
    return { token: null, user: null, userId: null };
  }
  return { token, user: null, userId: local.get(USER_ID_KEY) };
}

/**
 * Takes in the stored user once its schema has loaded; main.tsx waits for it before the first render. A guest
 * has nothing stored, so the first page loads no schema at all (zod is not part of start-up).
 */
export async function restoreStoredUser(): Promise<void> {
  const raw = local.get(USER_KEY);
  if (useSession.getState().token === null || raw === null) return;
  const { publicUserSchema } = await import('@souq/shared/schemas/public-user');
  useSession.setState({ user: readJson(raw, (value) => publicUserSchema.safeParse(value).data ?? null) });
}

export const useSession = create<SessionState>((set) => ({
  ...restore(),
  signIn: ({ token, user, userId }) => {
    local.set(TOKEN_KEY, token);
    session.set(TOKEN_KEY, token);
    local.set(USER_KEY, JSON.stringify(user));
    local.set(USER_ID_KEY, userId);
    set({ token, user, userId });
  },
  signOut: () => {
    for (const key of [TOKEN_KEY, USER_KEY, USER_ID_KEY]) local.remove(key);
    session.remove(TOKEN_KEY);
    set({ token: null, user: null, userId: null });
  },
}));

/** Whether a shopper is signed in: a token is kept (the api client signs out one the api refuses). */
export function useSignedIn(): boolean {
  return useSession((s) => s.token !== null);
}

// Signing in or out in another tab changes local storage there; this tab follows so it never acts
// with a token that was removed.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) {
      useSession.setState(restore());
      void restoreStoredUser();
    }
  });
}
