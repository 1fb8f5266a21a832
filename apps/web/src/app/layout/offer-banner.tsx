import { OFFER_BANNER_TEXT } from '@souq/shared/config/store';

export function OfferBanner() {
  return (
    <p className="bg-coral-600 print:hidden px-4 py-2 text-center text-xs font-bold tracking-wide text-white sm:text-sm">
      {OFFER_BANNER_TEXT}
    </p>
  );
}
