import { buildStale } from '../../../scripts/build/builds.mjs';

/** Vitest global setup: the tests that spawn the server run the compiled one `npm start` runs, up to date. */
export default async function buildServer(): Promise<void> {
  await buildStale(['api']);
}
