import type { AdminDiscount } from '@souq/shared/schemas/admin-discounts';
import { buttonStyles } from '@/shared/ui/button-styles';
import { useUpdateDiscount } from '../api/update-discount';
import { switchedRules } from '../discount-form-values';

/**
 * Pause or resume a code (owners): the code's rules are sent back as they are, with `active` switched. A paused
 * code is 'Invalid discount code' at the checkout until it is resumed.
 */
export function PauseButton({ discount, className = '' }: { discount: AdminDiscount; className?: string }) {
  const update = useUpdateDiscount(discount.code);
  const verb = discount.active ? 'Pause' : 'Resume';
  return (
    <div className={className}>
      <button
        type="button"
        aria-label={`${verb} ${discount.code}`}
        className={discount.active ? buttonStyles.secondary : buttonStyles.primary}
        disabled={update.isPending}
        onClick={() => update.mutate(switchedRules(discount, !discount.active))}
      >
        {verb}
      </button>
      {update.error ? (
        <p role="alert" className="mt-1 text-sm font-semibold text-danger">
          {update.error.message}
        </p>
      ) : null}
    </div>
  );
}
