import { EMIRATES, type Emirate } from '@souq/shared/schemas/order';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '@/shared/i18n/messages';

/**
 * The seven emirates by the English name an address keeps (the api, e-mails and invoices read that value),
 * each with its name in the page's language.
 */
export const EMIRATE_NAME: Readonly<Record<Emirate, MessageId>> = {
  'Abu Dhabi': 'emirate.abuDhabi',
  Dubai: 'emirate.dubai',
  Sharjah: 'emirate.sharjah',
  Ajman: 'emirate.ajman',
  'Umm Al Quwain': 'emirate.ummAlQuwain',
  'Ras Al Khaimah': 'emirate.rasAlKhaimah',
  Fujairah: 'emirate.fujairah',
};

const isEmirate = (region: string): region is Emirate => (EMIRATES as readonly string[]).includes(region);

/** A stored region as the shopper reads it; a value that is not one of the seven is shown as it is. */
export function emirateName(region: string, t: IntlShape['formatMessage']): string {
  return isEmirate(region) ? t({ id: EMIRATE_NAME[region] }) : region;
}
