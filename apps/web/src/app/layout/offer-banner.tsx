import { FormattedMessage } from 'react-intl';

export function OfferBanner() {
  return (
    <p className="bg-coral-600 print:hidden px-4 py-2 text-center text-xs font-bold tracking-wide text-white sm:text-sm">
      <FormattedMessage id="banner.offer" />
    </p>
  );
}
