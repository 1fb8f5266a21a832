import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The argument that makes the server program create the embedded database and exit (see below). */
export const CREATE_PGLITE_ARG = '--create-embedded-database';

const createdMessageSchema = z.object({ seeded: z.boolean() });
export type CreatedMessage = z.infer<typeof createdMessageSchema>;

/** True when `pgliteDir` holds no PGlite database yet. */
export function isNewPgliteDir(pgliteDir: string): boolean {
  return !existsSync(path.join(pgliteDir, 'PG_VERSION'));
}

/**
 * Runs the server program once more as a child, with CREATE_PGLITE_ARG, to create, migrate and seed a new
 * embedded database, and answers whether it seeded the catalogue. Creating one runs PostgreSQL's initdb in
 * WebAssembly and seeding writes thousands of rows: some 400 MB that a process keeps once it has touched
 * them, as WebAssembly memory never shrinks. Done apart, the store starts as lean on its first run as on
 * any later one (docs/decisions/013-compiled-start-and-memory.md).
 */
export async function createPgliteApart(): Promise<CreatedMessage> {
  const child = fork(process.argv[1] ?? '', [CREATE_PGLITE_ARG], { stdio: 'inherit' });
  let created: CreatedMessage | undefined;
  child.on('message', (message) => {
    const parsed = createdMessageSchema.safeParse(message);
    if (parsed.success) created = parsed.data;
  });
  const [code, signal] = await once(child, 'exit');
  if (code !== 0 || !created) throw new Error(`creating the embedded database failed (${code ?? signal})`);
  return created;
}

/** The child's side: reports to the parent, then ends. */
export function reportCreated(message: CreatedMessage): void {
  if (!process.send) throw new Error(`${CREATE_PGLITE_ARG} is for the server's own child process`);
  process.send(message, () => process.exit(0));
}
