import { z } from 'zod';

/**
 * One of `values` in any letter case ('normal', 'EXPRESS'), read as its canonical spelling, so clients
 * written by hand are understood and the store keeps one form. Sent back as it is stored.
 */
export function caseInsensitiveEnum<const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
) {
  const canonical = new Map<string, Values[number]>(values.map((value) => [value.toLowerCase(), value]));
  return z.codec(z.string({ error: message }), z.enum(values, { error: message }), {
    decode: (text, context) => {
      const value = canonical.get(text.toLowerCase());
      if (value !== undefined) return value;
      context.issues.push({ code: 'custom', message, input: text });
      return z.NEVER;
    },
    encode: (value) => value,
  });
}
