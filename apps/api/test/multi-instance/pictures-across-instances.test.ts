import { existsSync } from 'node:fs';
import path from 'node:path';
import { uploadResponseSchema } from '@souq/shared/schemas/admin-uploads';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../src/db/schema';
import { addStaff, STAFF_PASSWORD, sessionCookie } from '../admin-test-kit';
import { picture, widthsOf } from '../upload-test-kit';
import { startTwoInstances, type TwoInstances } from './two-instances';

/**
 * Behind a balancer the picture a member uploads through one instance must be served by every other. On a
 * PostgreSQL server the instances share the pictures through the database (uploaded_files), not the disk.
 */
let two: TwoInstances;
beforeAll(async () => {
  two = await startTwoInstances();
});
afterAll(() => two?.close());

/** Signs a member of staff in on `baseUrl` over HTTP, as the back office does; answers the cookie header. */
async function signIn(baseUrl: string): Promise<string> {
  const member = await addStaff(two.kit);
  const res = await fetch(`${baseUrl}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: member.email, password: STAFF_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return sessionCookie(res.headers.getSetCookie());
}

describe('uploaded pictures on two instances', () => {
  it('a picture uploaded through one instance is served, byte for byte, by the other', async () => {
    const [one, other] = two.instances;
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await picture('png', 1400, 700))], { type: 'image/png' }),
      'a.png',
    );
    const res = await fetch(`${one.baseUrl}/api/admin/uploads`, {
      method: 'POST',
      headers: { cookie: await signIn(one.baseUrl), origin: one.baseUrl },
      body: form,
    });
    expect(res.status).toBe(201);
    const { url } = uploadResponseSchema.parse(await res.json()).image;

    // The other instance has never seen the picture: it reads it from the database.
    for (const { url: at } of widthsOf(url)) {
      const there = await fetch(`${other.baseUrl}${at}`);
      const here = await fetch(`${one.baseUrl}${at}`);
      expect([there.status, here.status], at).toEqual([200, 200]);
      expect(there.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await there.arrayBuffer()).equals(Buffer.from(await here.arrayBuffer())), at).toBe(
        true,
      );
    }
    const keys = widthsOf(url).map(({ url: at }) => at.replace('/uploads/', ''));
    const rows = await two.store.database.db
      .select({ key: uploadedFiles.key })
      .from(uploadedFiles)
      .where(inArray(uploadedFiles.key, keys));
    expect(rows).toHaveLength(3);
    // The instances share a data folder here: nothing went to it, so only the database can have carried it.
    expect(existsSync(path.join(two.store.dataDir, 'products'))).toBe(false);
  });
});
