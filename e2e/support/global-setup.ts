import { rm } from 'node:fs/promises';
import { buildStale } from '../../scripts/build/builds.mjs';
import { startMailServer } from './mailbox';
import { OWNER } from './owner';
import { startStore } from './store-server';

/**
 * Starts the suite's mail server, and the store the suite runs against (each build rebuilt first when its
 * sources changed) sending its e-mail there, with the back office's first owner made from the environment,
 * as the admin specs sign in as them. Teardown stops both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error('E2E_PORT is set by playwright.config.ts');
  const mailDir = process.env.E2E_MAIL_DIR;
  if (!mailDir) throw new Error('E2E_MAIL_DIR is set by playwright.config.ts');
  await buildStale(['web', 'admin', 'api']);
  const mail = await startMailServer(mailDir);
  const store = await startStore(port, {
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    SMTP_URL: mail.url,
    MAIL_FROM: 'Little Souq <orders@littlesouq.test>',
  });
  return async () => {
    await store.stop();
    await mail.stop();
    await rm(mailDir, { recursive: true, force: true });
  };
}
