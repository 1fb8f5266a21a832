import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestApp } from '../test-app';
import { describeRequest, type FuzzRequest } from './fuzz-requests';
import { expectSafeAnswer } from './safe-answer';
import { leftByRefusal, type StateDigest, storeDigest } from './state-digest';

export interface FuzzTally {
  cases: number;
  refused: number;
}

/** Sends the request as given: raw payload text, the headers exactly as chosen. */
export function send(t: TestApp, request: FuzzRequest) {
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/**
 * Runs `numRuns` random requests. Each answer must be safe (expectSafeAnswer), and after each refused one
 * (4xx) the store must be as it was (leftByRefusal: a refused sign-in may only record itself): the digest is
 * taken after every request, so each refusal is compared with the state its own request met, whatever the
 * accepted requests before it changed. `restore`, when given, runs before each request to put back what an
 * accepted one used up (a session signed out, a link used); the digest is then taken again, after it.
 */
export async function fuzzRequests(
  t: TestApp,
  requests: fc.Arbitrary<FuzzRequest>,
  numRuns: number,
  restore?: () => Promise<void>,
): Promise<FuzzTally> {
  const tally: FuzzTally = { cases: 0, refused: 0 };
  const db = t.database.db;
  let before: StateDigest = await storeDigest(db);
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      if (restore) {
        await restore();
        before = await storeDigest(db);
      }
      const label = describeRequest(request);
      const res = await send(t, request);
      const after = await storeDigest(db);
      const met = before;
      before = after;
      tally.cases += 1;
      expectSafeAnswer(res, request, `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`);
      if (res.statusCode >= 400) {
        tally.refused += 1;
        expect(after, `${label} was refused (${res.statusCode}) but changed the store`).toEqual(
          leftByRefusal(met, after, request),
        );
      }
    }),
    { numRuns },
  );
  return tally;
}
