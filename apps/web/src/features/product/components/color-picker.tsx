import type { Variant } from '@souq/shared/schemas/product';
import { FormattedMessage } from 'react-intl';
import { ProductImage } from '@/shared/catalog/product-image';
import { colourName } from '@/shared/catalog/product-language';

interface ColorPickerProps {
  productId: string;
  variants: Variant[];
  selected: number;
  onSelect(index: number): void;
}

/**
 * Colour thumbnails. Native radios under the thumbnails give the group its arrow keys and its
 * name ('Color: Red') for free; the image carousel takes no keys of its own, so nothing competes for them.
 */
export function ColorPicker({ productId, variants, selected, onSelect }: ColorPickerProps) {
  const current = variants[selected];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold text-navy-800">
        <FormattedMessage
          id="product.color"
          values={{
            color: (
              <span className="font-semibold text-navy-600">{current ? colourName(current) : null}</span>
            ),
          }}
        />
      </legend>
      <div className="flex flex-wrap gap-3">
        {variants.map((variant, index) => (
          <label
            key={variant.colorName}
            className={`relative block w-14 overflow-hidden rounded-xl bg-navy-50 ring-2 transition-shadow has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-coral-600 ${
              index === selected ? 'ring-coral-600' : 'ring-navy-100 hover:ring-navy-300'
            }`}
          >
            <input
              type="radio"
              name={`color-${productId}`}
              value={variant.colorName}
              checked={index === selected}
              onChange={() => onSelect(index)}
              className="absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
            />
            <ProductImage
              src={variant.images[0]}
              alt={colourName(variant)}
              width="56"
              height="75"
              className="aspect-[3/4] w-full object-cover"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
