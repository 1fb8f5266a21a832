import { uploadedAtWidth } from '@souq/shared/schemas/admin-uploads';

/**
 * A small square picture of a product. An uploaded picture is loaded at its narrowest stored width; the name
 * beside it says what it is, so it is decorative unless `alt` is given.
 */
export function ProductThumbnail({
  url,
  alt = '',
  size = 48,
}: {
  url: string | null;
  alt?: string;
  size?: number;
}) {
  const box = { width: size, height: size };
  if (!url) return <span aria-hidden="true" style={box} className="block shrink-0 rounded-lg bg-navy-50" />;
  return (
    <img
      src={uploadedAtWidth(url, 320) ?? url}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={box}
      className="block shrink-0 rounded-lg bg-navy-50 object-cover"
    />
  );
}
