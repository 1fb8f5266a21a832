import type { Db } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { createTokenService } from '../../src/modules/users/tokens';
import { newShopper } from '../test-app';
import { SHARED_JWT_SECRET } from './scratch-store';

export interface Shopper {
  userId: string;
  token: string;
}

const tokens = createTokenService(SHARED_JWT_SECRET);

/** A stored account and a token every instance accepts (signing up is covered by the users tests). */
export async function addShopper(db: Db): Promise<Shopper> {
  const { name, email, phone } = newShopper();
  const [row] = await db.insert(users).values({ name, email, phone, passwordHash: 'unused' }).returning({
    id: users.id,
  });
  if (!row) throw new Error('no user row');
  return { userId: row.id, token: await tokens.sign(row.id) };
}

export interface JsonAnswer {
  status: number;
  body: { success: boolean; message?: string; [key: string]: unknown };
}

/** A real HTTP call: POST with a JSON body when one is given, GET otherwise. */
export async function callApi(
  baseUrl: string,
  url: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<JsonAnswer> {
  const res = await fetch(
    `${baseUrl}${url}`,
    options.body === undefined
      ? { headers: options.headers }
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...options.headers },
          body: JSON.stringify(options.body),
        },
  );
  return { status: res.status, body: (await res.json()) as JsonAnswer['body'] };
}
