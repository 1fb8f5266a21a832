import { carouselImages } from '@souq/shared/catalog/carousel-images';
import { shownPrice } from '@souq/shared/pricing/displayed-price';
import type { CartData } from '@souq/shared/schemas/cart-data';
import type { Product } from '@souq/shared/schemas/product';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { colourName, productDescription, productName } from '@/shared/catalog/product-language';
import type { MessageId } from '@/shared/i18n/messages';
import { useSignedIn } from '@/shared/session/session-store';
import { Ltr } from '@/shared/ui/ltr';
import { PriceTag } from '@/shared/ui/price-tag';
import { toast } from '@/shared/ui/toast';
import type { ProductSelection } from '../product-page';
import {
  CHOOSE_COLOR_AND_SIZE_MESSAGE,
  CHOOSE_SIZE_MESSAGE,
  checkAdd,
  SIGN_IN_TO_ADD_MESSAGE,
} from '../product-selection';
import { useProductSelection } from '../use-product-selection';
import { BuyActions } from './buy-actions';
import { ColorPicker } from './color-picker';
import { DeliveryInfo } from './delivery-info';
import { ImageCarousel } from './image-carousel';
import { QuantitySelect } from './quantity-select';
import { SizePicker } from './size-picker';

interface ProductViewProps {
  product: Product;
  cartData: CartData;
  onAddToCart(selection: ProductSelection): void;
  onAddToWishlist(selection: ProductSelection): void;
}

/** Product page: the images beside the details, colour, size, quantity and buy buttons. */
export function ProductView({ product, cartData, onAddToCart, onAddToWishlist }: ProductViewProps) {
  const { formatMessage: t } = useIntl();
  const selection = useProductSelection(product, cartData);
  const { variant, chosen } = selection;
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const price = shownPrice(product);

  // The same checks guard the cart and the wishlist.
  const attempt = (add: (selection: ProductSelection) => void, chooseMessage: MessageId) => {
    const check = checkAdd(signedIn, variant?.colorName, chosen?.size);
    if (check.refusal === 'sign-in') {
      toast.error(t({ id: SIGN_IN_TO_ADD_MESSAGE }));
      navigate('/login');
    } else if (check.refusal === 'choose') {
      toast.error(t({ id: chooseMessage }));
    } else {
      add({
        productId: product._id,
        colorName: check.colorName,
        size: check.size,
        quantity: selection.quantity,
      });
    }
  };

  return (
    <div className="grid gap-6 md:grid-cols-2 md:gap-10 lg:gap-14">
      <div className="min-w-0 md:sticky md:top-24 md:self-start">
        <ImageCarousel
          key={variant?.colorName}
          images={carouselImages(product, variant)}
          alt={
            variant
              ? t({ id: 'product.imageAltColor' }, { name: productName(product), color: colourName(variant) })
              : productName(product)
          }
        />
      </div>
      <div className="flex min-w-0 flex-col gap-5">
        <div className="space-y-2">
          <h1 className="text-2xl font-extrabold tracking-tight text-navy-800 sm:text-3xl">
            {productName(product)}
          </h1>
          <p className="text-sm text-navy-600">
            <FormattedMessage id="catalog.sku" values={{ sku: <Ltr>{product.sku}</Ltr> }} />
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <PriceTag price={price} large />
            {price.percent > 0 ? (
              <span className="rounded-full bg-coral-600 px-2.5 py-1 text-sm font-extrabold text-white">
                <Ltr>-{price.percent}%</Ltr>
              </span>
            ) : null}
          </div>
        </div>
        <p className="leading-relaxed text-navy-600">{productDescription(product)}</p>
        {product.variants.length > 0 ? (
          <ColorPicker
            productId={product._id}
            variants={product.variants}
            selected={selection.colorIndex}
            onSelect={selection.chooseColor}
          />
        ) : null}
        <SizePicker
          options={selection.sizes}
          selected={chosen?.size ?? null}
          onSelect={selection.chooseSize}
        />
        <QuantitySelect
          available={chosen?.available ?? null}
          value={selection.quantity}
          onChange={selection.chooseQuantity}
        />
        <BuyActions
          soldOut={selection.soldOut}
          onAddToCart={() => attempt(onAddToCart, CHOOSE_COLOR_AND_SIZE_MESSAGE)}
          onAddToWishlist={() => attempt(onAddToWishlist, CHOOSE_SIZE_MESSAGE)}
        />
        <DeliveryInfo />
      </div>
    </div>
  );
}
