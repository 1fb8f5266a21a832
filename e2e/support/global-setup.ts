import { buildStale } from '../../scripts/build/builds.mjs';
import { OWNER } from './owner';
import { startStore } from './store-server';

/**
 * Starts the store the suite runs against (each build rebuilt first when its sources changed), with the back
 * office's first owner made from the environment, as the admin specs sign in as them. Teardown stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = process.env.E2E_PORT;
  if (!port) throw new Error('E2E_PORT is set by playwright.config.ts');
  await buildStale(['web', 'admin', 'api']);
  const store = await startStore(port, { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password });
  return () => store.stop();
}
