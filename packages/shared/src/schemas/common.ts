import { z } from 'zod';

export const errorResponseSchema = z.object({ success: z.literal(false), message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * A required text field whose every error names the field, so a bad request gets a message a person
 * can act on ("Name must be text.", "Name is too long.").
 */
export function requiredText(label: string, max: number) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`),
    })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/**
 * Text that reaches a database comparison from a query string: PostgreSQL's text cannot hold a NUL (U+0000),
 * so a query value with one is refused as a 400 naming the field, as a body's is while it is parsed.
 */
export const hasNoNul = (text: string) => !text.includes('\u0000');

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A day the calendar has (not 2025-02-30), from year 1: the database refuses any other as a date. */
function isCalendarDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return !text.startsWith('0000') && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

/** A day in a query (YYYY-MM-DD), e.g. a period's `from` and `to`. */
export const dateSchema = (name: string) =>
  z
    .string()
    .regex(DATE, `${name} must be a date (YYYY-MM-DD).`)
    .refine(isCalendarDay, `${name} must be a date (YYYY-MM-DD).`);
