/**
 * Network failures on the way to the database server. The database is the api's only peer whose errors
 * reach the error handler unwrapped (payment gateway failures are caught and answered by their services).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL's own: the server is shutting down or starting (57P0x), or the connection broke (class 08). */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);
const CONNECTION_EXCEPTION_CLASS = '08';

/** Driver messages that carry no code: pg and pg-pool losing or never getting a connection, PGlite closed. */
const DRIVER_MESSAGES = [
  /^Connection terminated( unexpectedly| due to connection timeout)?$/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is clos(ed|ing)$/,
];

/** How deep a cause chain is followed; a cycle or an absurd nesting stops here. */
const MAX_DEPTH = 8;

function describesLostConnection(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || SERVER_CODES.has(code)) return true;
  if (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS)) return true;
  const message = error instanceof Error ? error.message : '';
  return DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** The errors behind this one: drizzle wraps the driver's in `cause`; a failed dual-stack connect is an AggregateError. */
function causesOf(error: object): unknown[] {
  const causes: unknown[] = 'cause' in error ? [error.cause] : [];
  if (error instanceof AggregateError) causes.push(...error.errors);
  return causes;
}

/** True when `error`, or any error it wraps, says the database cannot be reached right now. */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return false;
  if (describesLostConnection(error)) return true;
  return causesOf(error).some((cause) => isDatabaseUnreachable(cause, depth + 1));
}
