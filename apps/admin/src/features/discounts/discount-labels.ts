import type { AdminDiscount, DiscountState } from '@souq/shared/schemas/admin-discounts';
import { formatDateTime } from '@/shared/format/dates';

export const OWNERS_CHANGE_CODES = 'Only an owner can create or change discount codes.';

export const STATE_LABELS: Record<DiscountState, string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Scheduled',
  expired: 'Expired',
  'used-up': 'Used up',
};

/** Each state's badge: mint while shoppers can use the code, red once they never can again. AA contrast. */
export const STATE_STYLES: Record<DiscountState, { badge: string; dot: string }> = {
  active: { badge: 'bg-mint-100 text-mint-700', dot: 'bg-mint-700' },
  paused: { badge: 'bg-sunny/30 text-navy-800', dot: 'bg-sunny' },
  scheduled: { badge: 'bg-navy-50 text-navy-800', dot: 'bg-navy-600' },
  expired: { badge: 'bg-coral-50 text-danger', dot: 'bg-danger' },
  'used-up': { badge: 'bg-coral-50 text-danger', dot: 'bg-danger' },
};

/** '3 of 100', or '3' for a code without a limit. */
export const usesText = ({ uses, usageLimit }: Pick<AdminDiscount, 'uses' | 'usageLimit'>) =>
  usageLimit === null ? String(uses) : `${uses} of ${usageLimit}`;

/** When the code works, in Dubai time: 'Always', 'From …', 'Until …' or '… to …'. */
export function periodText({ startsAt, endsAt }: Pick<AdminDiscount, 'startsAt' | 'endsAt'>): string {
  if (startsAt && endsAt) return `${formatDateTime(startsAt)} to ${formatDateTime(endsAt)}`;
  if (startsAt) return `From ${formatDateTime(startsAt)}`;
  if (endsAt) return `Until ${formatDateTime(endsAt)}`;
  return 'Always';
}
