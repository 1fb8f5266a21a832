import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Endpoint, endpointName } from './endpoints';
import { fuzzRequest } from './fuzz-requests';
import { type FuzzTally, fuzzRequests } from './fuzz-run';
import { createFuzzWorld, type FuzzWorld } from './fuzz-world';
import { POLLUTION_MARKER } from './hostile-bodies';
import { prototypeSnapshot } from './safe-answer';

/**
 * One fuzz test per endpoint, on a world of its own, then a check that no payload polluted a prototype.
 * `runs` cases per endpoint: with the other fuzz files, a few thousand per CI run.
 */
export function describeFuzz(
  title: string,
  endpoints: readonly Endpoint[],
  runs: (e: Endpoint) => number,
): void {
  describe(title, () => {
    let world: FuzzWorld;
    const prototypes = prototypeSnapshot();
    const tallies: Record<string, FuzzTally> = {};
    beforeAll(async () => {
      world = await createFuzzWorld();
    });
    afterAll(async () => {
      const cases = Object.values(tallies).reduce((n, tally) => n + tally.cases, 0);
      console.info(`${title}: ${cases} cases`, tallies);
      await world.t.close();
    });

    it.each(endpoints.map((endpoint) => [endpointName(endpoint), endpoint] as const))(
      '%s: never a 5xx or a leak, and a refusal changes nothing',
      async (name, endpoint) => {
        const tally = await fuzzRequests(
          world.t,
          fuzzRequest(endpoint, world),
          runs(endpoint),
          world.restorer(endpoint),
        );
        // What the last accepted case used up (a session ended, a link used) is put back for the next endpoint.
        await world.restorer(endpoint)?.();
        tallies[name] = tally;
        expect(tally.cases).toBe(runs(endpoint));
      },
      120_000,
    );

    it('leaves every prototype as it was', () => {
      expect(prototypeSnapshot()).toEqual(prototypes);
      expect(({} as Record<string, unknown>)[POLLUTION_MARKER]).toBeUndefined();
      expect(([] as unknown as Record<string, unknown>)[POLLUTION_MARKER]).toBeUndefined();
    });
  });
}
