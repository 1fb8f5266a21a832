import { type BusinessBuyer, businessBuyerSchema } from '@souq/shared/schemas/tax-documents';

/** The company fields as typed. */
export interface BusinessBuyerDraft {
  companyName: string;
  trn: string;
}

export type BusinessBuyerErrors = Partial<Record<keyof BusinessBuyerDraft, string>>;

export type BusinessBuyerCheck =
  | { ok: true; business: BusinessBuyer }
  | { ok: false; errors: BusinessBuyerErrors };

/**
 * The company fields checked with the shared schema, as the server checks them: the name trimmed, the TRN
 * without its spaces and dashes; else each field's first message, to show under it.
 */
export function checkBusinessBuyer(draft: BusinessBuyerDraft): BusinessBuyerCheck {
  const parsed = businessBuyerSchema.safeParse(draft);
  if (parsed.success) return { ok: true, business: parsed.data };
  const errors: BusinessBuyerErrors = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if ((field === 'companyName' || field === 'trn') && errors[field] === undefined)
      errors[field] = issue.message;
  }
  return { ok: false, errors };
}
