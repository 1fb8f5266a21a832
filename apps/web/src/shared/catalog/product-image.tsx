import type { ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/art/placeholder.svg';

/** A product image that falls back to the placeholder when it fails to load (spec §8). */
export function ProductImage({ src, ...props }: ImgHTMLAttributes<HTMLImageElement> & { src: string | undefined }) {
  return (
    <img
      {...props}
      src={src || PLACEHOLDER_IMAGE}
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) e.currentTarget.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}
