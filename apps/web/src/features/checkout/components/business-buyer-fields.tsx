import { useId } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@/shared/ui/text-field';
import type { useBusinessBuyer } from '../use-business-buyer';

/**
 * Checkout, under the address: a company that needs a full tax invoice gives its name and its Tax Registration
 * Number (docs/product/checkout.md, "A business buyer").
 */
export function BusinessBuyerFields({ buyer }: { buyer: ReturnType<typeof useBusinessBuyer> }) {
  const { formatMessage: t } = useIntl();
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
        {t({ id: 'checkout.needTaxInvoice' })}
      </label>
      {buyer.wanted ? (
        <>
          <TextField
            ref={buyer.companyNameRef}
            label={t({ id: 'checkout.companyName' })}
            autoComplete="organization"
            value={buyer.draft.companyName}
            onChange={(event) => buyer.change('companyName', event.target.value)}
            error={buyer.errors.companyName}
          />
          <div>
            <TextField
              ref={buyer.trnRef}
              id={trnId}
              label={t({ id: 'checkout.trn' })}
              inputMode="numeric"
              autoComplete="off"
              // Typed with spaces or dashes, a TRN still reads left to right in Arabic.
              dir="ltr"
              value={buyer.draft.trn}
              onChange={(event) => buyer.change('trn', event.target.value)}
              error={trnError}
              aria-describedby={trnError ? `${trnId}-error ${hintId}` : hintId}
            />
            <p id={hintId} className="mt-1 text-sm text-navy-600">
              {t({ id: 'checkout.trnHint' })}
            </p>
          </div>
        </>
      ) : null}
    </div>
  );
}
