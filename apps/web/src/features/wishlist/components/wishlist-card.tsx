import { slugify } from '@souq/shared/catalog/slugify';
import type { ShownPrice } from '@souq/shared/pricing/displayed-price';
import { aedToFils } from '@souq/shared/pricing/money';
import type { WishlistItem } from '@souq/shared/schemas/wishlist';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ProductImage } from '@/shared/catalog/product-image';
import { wishlistTitle } from '@/shared/catalog/product-language';
import { SizeLabel } from '@/shared/catalog/size-labels';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Card } from '@/shared/ui/card';
import { TrashIcon } from '@/shared/ui/icons';
import { PriceTag } from '@/shared/ui/price-tag';
import { toast } from '@/shared/ui/toast';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

/** Finds the Remove buttons, so the grid can move focus to a neighbour once a card leaves. */
export const REMOVE_BUTTON_SELECTOR = '[data-wishlist-remove]';

/**
 * Product links read /{category}/{name-slug}/{_id}. Built here rather than with productPath,
 * whose category is the Product union while a wishlist item carries it as a plain string.
 */
function itemPath(item: WishlistItem): string {
  return `/${item.category.toLowerCase()}/${slugify(item.title)}/${item._id}`;
}

/**
 * The item carries what the shopper pays now and the list price (AED), not the product's percentages, so
 * the percent is derived from the two; PriceTag strikes the list price through only when it is higher.
 */
function itemPrice(item: WishlistItem): ShownPrice {
  const nowFils = aedToFils(item.price);
  const wasFils = aedToFils(item.originalPrice);
  const percent = wasFils > nowFils ? Math.round((100 * (wasFils - nowFils)) / wasFils) : 0;
  return { nowFils, wasFils, percent };
}

interface WishlistCardProps {
  item: WishlistItem;
  /** Called as the shopper presses Remove, before the call answers. */
  onRemove: () => void;
  loading: 'eager' | 'lazy';
}

/** Wishlist page: the item's title, price and a Remove button, with its image and saved size. */
export function WishlistCard({ item, onRemove, loading }: WishlistCardProps) {
  const { formatMessage: t } = useIntl();
  const removal = useRemoveFromWishlist();
  const path = itemPath(item);

  const remove = () => {
    onRemove();
    // The wishlist's own success and failure toasts. On success the hook has already put the
    // server's new list in the cache, which takes this card off the page.
    removal.mutateAsync(item._id).then(
      () => toast.success(t({ id: 'wishlist.removed' })),
      () => toast.error(t({ id: 'wishlist.removeError' })),
    );
  };

  return (
    <Card as="article" className="flex h-full gap-3 p-3 sm:gap-4">
      {/* The title link below is the one keyboard and screen-reader users get; this repeats it for taps. */}
      <Link to={path} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ProductImage
          src={item.image}
          alt=""
          width="112"
          height="150"
          loading={loading}
          className="aspect-[3/4] w-24 rounded-xl bg-navy-50 object-cover sm:w-28"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className="text-sm font-bold break-words text-navy-800 sm:text-base">
          <Link to={path} className="rounded hover:text-coral-700 hover:underline">
            {wishlistTitle(item)}
          </Link>
        </h2>
        <p className="text-sm text-navy-600">
          <FormattedMessage
            id="wishlist.size"
            values={{
              size: (
                <span className="font-semibold text-navy-800">
                  <SizeLabel size={item.size} />
                </span>
              ),
            }}
          />
        </p>
        <PriceTag price={itemPrice(item)} />
        <button
          type="button"
          onClick={remove}
          disabled={removal.isPending}
          aria-label={t({ id: 'wishlist.removeItem' }, { title: wishlistTitle(item) })}
          data-wishlist-remove
          className={`${buttonStyles.ghost} mt-auto -ms-3 self-start hover:text-danger`}
        >
          <TrashIcon className="h-5 w-5" />
          {removal.isPending ? t({ id: 'wishlist.removing' }) : t({ id: 'wishlist.remove' })}
        </button>
      </div>
    </Card>
  );
}
