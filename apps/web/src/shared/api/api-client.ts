import { LOCALE_TAG } from '@souq/shared/i18n/locales';
import { answerText } from '../i18n/answers';
import { pageLocale } from '../i18n/page-locale';
import { useSession } from '../session/session-store';

/**
 * A refusal or failure, carrying the message the server (or the network) gave, in the page's language: the
 * api answers in it, and this page's own words (a lost connection) are put in it here.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(answerText(message));
    this.name = 'ApiError';
  }
}

export const NETWORK_FAILURE = 'Could not reach the store. Check your connection and try again.';

/**
 * The answer's shared schema, or a loader of it: a call a first page makes passes a loader, so zod and the
 * schema download beside the request instead of with the page's own code (a shorter first task).
 */
type ResponseSchema<T> = Parser<T> | (() => Promise<Parser<T>>);

/** What the client needs of a shared schema, which zod and zod/mini schemas both have. */
interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  schema: ResponseSchema<T>;
  signal?: AbortSignal | undefined;
  /** Send the token as `Authorization: Bearer` instead of the `token` header (the wishlist calls). */
  bearer?: boolean;
  /**
   * Extra request headers, e.g. the `Idempotency-Key` on order calls
   * (docs/decisions/007-idempotency-keys.md).
   */
  headers?: Record<string, string>;
  /**
   * A public read (the catalogue): sent without the token, so its answer is the same for every shopper and
   * the service worker may keep it for offline browsing.
   */
  anonymous?: boolean;
  /**
   * The answer is a verdict whose `success: false` the schema reads (a payment verified as unpaid), rather
   * than a refusal to throw.
   */
  verdict?: boolean;
}

/** Calls the api with the signed-in shopper's token and parses the answer with its shared schema. */
export async function apiRequest<T>(
  path: string,
  {
    method = 'GET',
    body,
    schema,
    signal,
    bearer = false,
    headers: extraHeaders,
    anonymous = false,
    verdict = false,
  }: RequestOptions<T>,
): Promise<T> {
  const headers: Record<string, string> = {
    ...extraHeaders,
    Accept: 'application/json',
    // The api says its messages in the page's language, not the browser's.
    'Accept-Language': LOCALE_TAG[pageLocale],
  };
  const token = anonymous ? null : useSession.getState().token;
  if (token && bearer) headers.Authorization = `Bearer ${token}`;
  else if (token) headers.token = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // Settled as null on a failed load, so a request that fails first leaves no unhandled rejection behind.
  const parser = (typeof schema === 'function' ? schema() : Promise.resolve(schema)).catch(() => null);

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
      // A change the shopper asked for (a cart add, an order) is finished even if they leave the page meanwhile.
      keepalive: method !== 'GET',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_FAILURE, 0);
  }

  const data: unknown = await response.json().catch(() => null);
  const refusal = response.ok && verdict ? null : readRefusal(data);
  if (response.status === 401 && token) {
    // The token expired or was revoked: the shopper is signed out rather than stuck with a dead session.
    useSession.getState().signOut();
  }
  if (!response.ok || refusal !== null) {
    throw new ApiError(
      refusal ?? `The store answered ${response.status}. Please try again.`,
      response.status,
    );
  }
  const loaded = await parser;
  if (loaded === null) throw new ApiError(NETWORK_FAILURE, 0);
  const parsed = loaded.safeParse(data);
  if (!parsed.success)
    throw new ApiError('The store sent an unexpected answer. Please try again.', response.status);
  return parsed.data;
}

function readRefusal(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { success, message } = data as { success?: unknown; message?: unknown };
  if (success !== false) return null;
  return typeof message === 'string' && message ? message : 'Something went wrong. Please try again.';
}

/**
 * A file the api sends for the signed-in shopper (a tax document's PDF), as a Blob: the token goes in its
 * header, which a plain link cannot send, so the page fetches it and saves it itself (saveFile). A refusal
 * is thrown as an ApiError with the server's words, as apiRequest does.
 */
export async function apiFile(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<Blob> {
  const token = useSession.getState().token;
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { 'Accept-Language': LOCALE_TAG[pageLocale], ...(token ? { token } : {}) },
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_FAILURE, 0);
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    if (response.status === 401 && token) useSession.getState().signOut();
    throw new ApiError(
      readRefusal(data) ?? `The store answered ${response.status}. Please try again.`,
      response.status,
    );
  }
  try {
    return await response.blob();
  } catch {
    throw new ApiError(NETWORK_FAILURE, 0);
  }
}

/** Saves `blob` as a download named `filename`, through a temporary link to an object URL. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; a minute later nothing will.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
