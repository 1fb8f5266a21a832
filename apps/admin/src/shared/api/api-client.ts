/** A refusal or failure, carrying the message the server (or the network) gave and its status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_FAILURE = 'Could not reach the store. Check your connection and try again.';

/** What the client needs of a shared zod schema. */
interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as it is when FormData (a picture upload) or a Blob (a CSV file, of its own type). */
  body?: unknown;
  /** The answer's schema from packages/shared: a wrong shape fails loudly rather than half-rendering. */
  schema: Parser<T>;
  signal?: AbortSignal | undefined;
}

let signedOut: () => void = () => {};

/**
 * What to do when the server says the session is gone (any 401): the app forgets who was signed in, and
 * its guard sends the member to sign in again. Set once by the app, which owns the session's cache.
 */
export function onSignedOut(handler: () => void): void {
  signedOut = handler;
}

/**
 * Calls the admin api and parses the answer with its shared schema. The session is an httpOnly cookie the
 * server sets, so the browser sends it by itself; every call is same-origin, which the server's Origin check
 * on writes expects.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, schema, signal }: RequestOptions<T>,
) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A multipart body names its own boundary in its Content-Type, which only the browser can write; a Blob's
  // Content-Type is its own type, which the browser sends.
  const raw = body instanceof FormData || body instanceof Blob;
  if (body !== undefined && !raw) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? null : raw ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_FAILURE, 0);
  }

  const data: unknown = await response.json().catch(() => null);
  if (response.status === 401) signedOut();
  const refusal = readRefusal(data);
  if (!response.ok || refusal !== null) {
    throw new ApiError(
      refusal ?? `The store answered ${response.status}. Please try again.`,
      response.status,
    );
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new ApiError('The store sent an unexpected answer. Please try again.', response.status);
  return parsed.data;
}

function readRefusal(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('success' in data) || data.success !== false)
    return null;
  const message = 'message' in data ? data.message : undefined;
  return typeof message === 'string' && message ? message : 'Something went wrong. Please try again.';
}

/** `path?name=value&…` with the values that are set, in the order given. */
export function withQuery(
  path: string,
  params: Readonly<Record<string, string | number | undefined>>,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
