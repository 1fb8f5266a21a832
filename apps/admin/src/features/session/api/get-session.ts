import { type StaffSessionResponse, staffSessionResponseSchema } from '@souq/shared/schemas/admin-staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/shared/api/api-client';

export const SESSION_QUERY_KEY = ['session'] as const;

/**
 * True from the moment a member signs out until someone signs in again. The guard then sends to a plain
 * sign-in page, whichever comes first of the sign-out's own navigation and a 401 from a request still under
 * way: the next person at this desk starts from the dashboard, not the last member's page.
 */
let endedOnPurpose = false;
export const sessionEndedOnPurpose = () => endedOnPurpose;
export function markSessionEndedOnPurpose(ended: boolean): void {
  endedOnPurpose = ended;
}

/** Who is signed in, and whether they must turn on two-factor sign-in before anything else. */
export type StaffSession = Omit<StaffSessionResponse, 'success'>;

/** The session's part of a sign-in, setup or invitation answer: what the cache keeps. */
export const sessionOf = ({ staff, mustSetUpTwoFactor }: StaffSessionResponse): StaffSession => ({
  staff,
  mustSetUpTwoFactor,
});

/** The session, or null: a 401 is an answer here (nobody is signed in), not a failure. */
export async function getSession(signal?: AbortSignal): Promise<StaffSession | null> {
  try {
    return sessionOf(await apiRequest('/api/admin/session', { schema: staffSessionResponseSchema, signal }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    // Asked once per visit; sign-in, sign-out and any 401 write the answer themselves.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useSession = () => useQuery(sessionQueryOptions());
