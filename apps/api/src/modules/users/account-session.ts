import type { AuthResponse } from '@souq/shared/schemas/session';
import type { TokenService } from './tokens';
import type { UserRow } from './users-repo';

/** A signed-in answer for `user` (sign-up, login, a reset or changed password): a token of its version. */
export async function accountSession(
  tokens: TokenService,
  user: UserRow,
  message: string,
): Promise<AuthResponse> {
  return {
    success: true,
    token: await tokens.sign(user.id, user.tokenVersion),
    user: { name: user.name, email: user.email },
    userId: user.id,
    message,
  };
}
