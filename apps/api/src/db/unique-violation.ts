/**
 * Whether the database refused a write for a value a unique index already holds (PostgreSQL's 23505), found
 * in the error or any error it wraps (drizzle wraps the driver's).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ('code' in cause && cause.code === '23505') return true;
  }
  return false;
}
