import { productPath } from '@souq/shared/catalog/product-path';
import type { PricedCartLine } from '@souq/shared/pricing/cart-totals';
import { formatAed } from '@souq/shared/pricing/money';
import { FREE_SIZE, sizeLabel } from '@souq/shared/sizes/size-tables';
import { type ReactNode, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { CartViewLine } from '@/shared/cart/cart-view';
import { ProductImage } from '@/shared/catalog/product-image';
import { colourName, productName } from '@/shared/catalog/product-language';
import { SizeLabel } from '@/shared/catalog/size-labels';
import { Card } from '@/shared/ui/card';
import { ChevronSelect } from '@/shared/ui/chevron-select';
import { TrashIcon } from '@/shared/ui/icons';
import { Ltr } from '@/shared/ui/ltr';

interface CartLineItemProps {
  line: CartViewLine;
  priced: PricedCartLine;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

const factValue = (chunks: ReactNode[]) => <span className="font-semibold text-navy-800">{chunks}</span>;

/** Cart page: image, name linking to the product, price, colour, size, quantity and a remove icon. */
export function CartLineItem({ line, priced, busy, onQuantity, onRemove }: CartLineItemProps) {
  const { formatMessage: t } = useIntl();
  const quantityId = useId();
  const { product } = line;
  const name = productName(product);
  const variant = product.variants.find((v) => v.colorName === line.colorName);
  const colour = variant ? colourName(variant) : line.colorName;
  const sizeText = line.size === FREE_SIZE ? t({ id: 'sizes.freeSize' }) : sizeLabel(line.size);
  return (
    <Card as="li" className="flex gap-3 p-3 sm:gap-4 sm:p-4">
      <Link to={productPath(product)} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <ProductImage
          src={line.image}
          alt=""
          width="96"
          height="128"
          className="aspect-[3/4] w-20 rounded-xl bg-navy-50 object-cover sm:w-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-sm font-bold text-navy-800 sm:text-base">
            <Link to={productPath(product)} className="hover:underline">
              {name}
            </Link>
          </h2>
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-label={t({ id: 'cart.removeLine' }, { name, color: colour, size: sizeText })}
            className="-mt-2 -me-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-navy-600 hover:bg-coral-50 hover:text-danger disabled:opacity-50"
          >
            <TrashIcon className="h-5 w-5" />
          </button>
        </div>
        <p className="text-sm text-navy-600">
          <FormattedMessage id="cart.color" values={{ color: colour, value: factValue }} />
          <span aria-hidden="true"> · </span>
          <FormattedMessage
            id="cart.size"
            values={{ size: <SizeLabel size={line.size} />, value: factValue }}
          />
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <div className="flex items-center gap-2">
            <label htmlFor={quantityId} className="text-sm font-bold text-navy-800">
              {t({ id: 'cart.quantity' })}
            </label>
            <ChevronSelect
              id={quantityId}
              value={line.quantity}
              disabled={busy}
              onChange={(e) => onQuantity(Number(e.target.value))}
              className="rounded-full py-1.5 ps-3.5 text-sm font-semibold disabled:opacity-60"
            >
              {line.quantityChoices.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </ChevronSelect>
          </div>
          <p className="text-end" data-testid="line-price">
            <span className="block font-extrabold text-navy-800">
              <Ltr>{formatAed(priced.lineFils)}</Ltr>
            </span>
            {priced.lineFils < priced.listFils ? (
              <s className="text-xs text-navy-600">
                <span className="sr-only">{t({ id: 'cart.was' })} </span>
                <Ltr>{formatAed(priced.listFils)}</Ltr>
              </s>
            ) : null}
            {priced.hasFlashUnit ? (
              <span className="block text-xs font-bold text-coral-700">{t({ id: 'cart.flashUnit' })}</span>
            ) : null}
          </p>
        </div>
      </div>
    </Card>
  );
}
