import { useId } from 'react';
import { TextField } from '@/shared/ui/text-field';
import type { useBusinessBuyer } from '../use-business-buyer';

/**
 * Checkout, under the address: a company that needs a full tax invoice gives its name and its Tax Registration
 * Number (docs/product/checkout.md, "A business buyer").
 */
export function BusinessBuyerFields({ buyer }: { buyer: ReturnType<typeof useBusinessBuyer> }) {
  const trnId = useId();
  const hintId = `${trnId}-hint`;
  const trnError = buyer.errors.trn;
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-bold text-navy-800 sm:col-span-2">
        <input
          type="checkbox"
          checked={buyer.wanted}
          onChange={(event) => buyer.setWanted(event.target.checked)}
          className="h-5 w-5 shrink-0 accent-coral-600"
        />
        I need a tax invoice for my company
      </label>
      {buyer.wanted ? (
        <>
          <TextField
            ref={buyer.companyNameRef}
            label="Company name"
            autoComplete="organization"
            value={buyer.draft.companyName}
            onChange={(event) => buyer.change('companyName', event.target.value)}
            error={buyer.errors.companyName}
          />
          <div>
            <TextField
              ref={buyer.trnRef}
              id={trnId}
              label="TRN"
              inputMode="numeric"
              autoComplete="off"
              value={buyer.draft.trn}
              onChange={(event) => buyer.change('trn', event.target.value)}
              error={trnError}
              aria-describedby={trnError ? `${trnId}-error ${hintId}` : hintId}
            />
            <p id={hintId} className="mt-1 text-sm text-navy-600">
              15 digits, starting with 1
            </p>
          </div>
        </>
      ) : null}
    </div>
  );
}
