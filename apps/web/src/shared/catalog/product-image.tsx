import { sizesUpTo, uploadedSrcSet } from '@souq/shared/catalog/uploaded-pictures';
import type { ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/art/placeholder.webp';

/**
 * A product image that falls back to the placeholder when it fails to load (see docs/product/storefront.md).
 * An uploaded picture (stored at several widths, docs/decisions/016-uploaded-pictures.md) gets a `srcset`, so
 * the browser fetches the width it shows: `sizes` says how wide that is, by default the image's `width`
 * attribute (or the screen, where narrower). The demo catalogue's pictures have one width and no `srcset`.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src: string | undefined; alt: string }) {
  const srcSet = src ? uploadedSrcSet(src) : undefined;
  const width = Number(props.width);
  return (
    <img
      {...props}
      alt={alt}
      src={src || PLACEHOLDER_IMAGE}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? (width > 0 ? sizesUpTo(width) : '100vw')) : sizes}
      onError={(e) => {
        const image = e.currentTarget;
        if (image.src.endsWith(PLACEHOLDER_IMAGE)) return;
        // A srcset outranks src: it goes first, or the browser would keep asking for the missing picture.
        image.removeAttribute('srcset');
        image.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}
