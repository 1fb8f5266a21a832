import type { BusinessBuyer } from '@souq/shared/schemas/tax-documents';
import { useRef, useState } from 'react';
import { readCheckoutHandoff } from '@/shared/checkout/checkout-handoff';
import { type BusinessBuyerDraft, type BusinessBuyerErrors, checkBusinessBuyer } from './business-buyer';

/**
 * Checkout's "I need a tax invoice for my company": the box, the company's name and TRN, and their check
 * (docs/product/checkout.md, "A business buyer"). What is typed stays while the box is unticked and ticked
 * again, and when the shopper comes back from the payment page, whose hand-off keeps it.
 */
export function useBusinessBuyer() {
  const [initial] = useState(() => readCheckoutHandoff()?.business ?? null);
  const [wanted, setWanted] = useState(initial !== null);
  const [draft, setDraft] = useState<BusinessBuyerDraft>(() => initial ?? { companyName: '', trn: '' });
  const [errors, setErrors] = useState<BusinessBuyerErrors>({});
  const companyNameRef = useRef<HTMLInputElement>(null);
  const trnRef = useRef<HTMLInputElement>(null);

  /** The fields' errors, shown; the first wrong field takes the focus when asked. */
  function check(focus: boolean): BusinessBuyer | null {
    const result = checkBusinessBuyer(draft);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) return result.business;
    if (focus) (result.errors.companyName ? companyNameRef : trnRef).current?.focus();
    return null;
  }

  return {
    wanted,
    setWanted,
    draft,
    errors,
    companyNameRef,
    trnRef,
    /** A field as typed; a field already refused is checked again as it changes, so its error clears when fixed. */
    change(field: keyof BusinessBuyerDraft, value: string) {
      const next = { ...draft, [field]: value };
      setDraft(next);
      if (errors[field]) {
        const result = checkBusinessBuyer(next);
        setErrors((shown) => ({ ...shown, [field]: result.ok ? undefined : result.errors[field] }));
      }
    },
    /** On an address that is refused anyway: the company fields' own errors are shown with the others. */
    showErrors() {
      if (wanted) check(false);
    },
    /**
     * What the order sends as `business`: null when the box is not ticked, the checked company when it is,
     * or undefined after showing why it cannot be (the shopper stays to fix it).
     */
    checked(): BusinessBuyer | null | undefined {
      if (!wanted) return null;
      return check(true) ?? undefined;
    },
  };
}
