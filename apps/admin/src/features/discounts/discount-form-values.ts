import {
  type AdminDiscount,
  type DiscountCreate,
  type DiscountUpdate,
  discountCreateSchema,
  discountUpdateSchema,
} from '@souq/shared/schemas/admin-discounts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * What the form's inputs hold: numbers as typed, the moments as a datetime-local input gives them, in Dubai
 * time. The shared schemas check them once turned into the api's body, so the form and the server agree.
 */
export interface DiscountFormValues {
  code: string;
  percent: string;
  minOrder: string;
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  oncePerShopper: boolean;
  active: boolean;
}

const FIELDS = [
  'code',
  'percent',
  'minOrder',
  'startsAt',
  'endsAt',
  'usageLimit',
  'oncePerShopper',
  'active',
] as const satisfies readonly (keyof DiscountFormValues)[];

const isField = (key: PropertyKey | undefined): key is keyof DiscountFormValues =>
  FIELDS.some((field) => field === key);

export const NEW_DISCOUNT: DiscountFormValues = {
  code: '',
  percent: '',
  minOrder: '0',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  oncePerShopper: true,
  active: true,
};

// The store's days are Dubai's (STORE_TIME_ZONE), which keeps UTC+4 all year: no daylight saving to follow.
const DUBAI_OFFSET = '+04:00';
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

/** '2030-01-31T09:30' typed in Dubai as '2030-01-31T09:30:00+04:00'; empty is none. */
export function dubaiInputToIso(local: string): string | null {
  const text = local.trim();
  if (text === '') return null;
  return `${text.length === 16 ? `${text}:00` : text}${DUBAI_OFFSET}`;
}

/** A moment as a datetime-local input shows it in Dubai ('2030-01-31T09:30'); none is empty. */
export function isoToDubaiInput(iso: string | null): string {
  if (iso === null) return '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : new Date(time + DUBAI_OFFSET_MS).toISOString().slice(0, 16);
}

/** Empty is left out (the schema says what is missing); anything else is read as a number. */
const numberOrNone = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The rules as the api reads them: an empty limit is no limit, an empty minimum order is none. */
function rulesBody(values: DiscountFormValues) {
  return {
    percent: numberOrNone(values.percent),
    minOrder: numberOrNone(values.minOrder) ?? 0,
    startsAt: dubaiInputToIso(values.startsAt),
    endsAt: dubaiInputToIso(values.endsAt),
    usageLimit: numberOrNone(values.usageLimit) ?? null,
    oncePerShopper: values.oncePerShopper,
    active: values.active,
  };
}

/** A saved code, in the form's inputs. */
export function formValuesOf(discount: AdminDiscount): DiscountFormValues {
  return {
    code: discount.code,
    percent: String(discount.percent),
    minOrder: String(discount.minOrder),
    startsAt: isoToDubaiInput(discount.startsAt),
    endsAt: isoToDubaiInput(discount.endsAt),
    usageLimit: discount.usageLimit === null ? '' : String(discount.usageLimit),
    oncePerShopper: discount.oncePerShopper,
    active: discount.active,
  };
}

/** The saved code's own rules with `active` switched: what Pause and Resume send. */
export function switchedRules(discount: AdminDiscount, active: boolean): DiscountUpdate {
  const { percent, startsAt, endsAt, usageLimit, oncePerShopper, minOrder } = discount;
  return { percent, startsAt, endsAt, usageLimit, oncePerShopper, minOrder, active };
}

/** Checks the form with a shared schema; each field shows its first error under it. */
function resolverFor<T>(
  schema: z.ZodType<T>,
  body: (values: DiscountFormValues) => unknown,
): Resolver<DiscountFormValues, unknown, T> {
  return async (values) => {
    const parsed = schema.safeParse(body(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<DiscountFormValues> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isField(field) && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors };
  };
}

export const createResolver: Resolver<DiscountFormValues, unknown, DiscountCreate> = resolverFor(
  discountCreateSchema,
  (values) => ({ code: values.code, ...rulesBody(values) }),
);

export const updateResolver: Resolver<DiscountFormValues, unknown, DiscountUpdate> = resolverFor(
  discountUpdateSchema,
  rulesBody,
);
