import type { ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/art/placeholder.webp';

/**
 * A product image that falls back to the placeholder when it fails to load (see docs/product/storefront.md).
 */
export function ProductImage({
  src,
  alt,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src: string | undefined; alt: string }) {
  return (
    <img
      {...props}
      alt={alt}
      src={src || PLACEHOLDER_IMAGE}
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) e.currentTarget.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}
