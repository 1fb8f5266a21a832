import { FormattedMessage } from 'react-intl';
import { Ltr } from '@/shared/ui/ltr';
import { DEMO_CARD_NUMBER } from '../card-details';

/** The demo gateway charges nothing; it says which test card to use. */
export function DemoCardHint() {
  return (
    <p className="rounded-xl bg-mint-100 px-3 py-2 text-sm text-navy-800">
      <FormattedMessage id="payment.demoCardHint" values={{ card: <Ltr>{DEMO_CARD_NUMBER}</Ltr> }} />
    </p>
  );
}
