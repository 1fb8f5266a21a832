import { buildStale } from '../../../scripts/build/builds.mjs';

/**
 * Vitest global setup: the tests that spawn the server run the compiled one `npm start` runs, serving the
 * built storefront and back office, all up to date. Only what changed since the last build is built again, so
 * `npm test` run twice (CI's two databases) builds once.
 */
export default async function buildServer(): Promise<void> {
  await buildStale(['web', 'admin', 'api']);
}
