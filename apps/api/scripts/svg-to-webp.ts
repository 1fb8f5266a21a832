import sharp from 'sharp';

/**
 * A drawn SVG as a WebP picture, `scale` times its own size. The store serves its artwork and demo pictures
 * as raster images: a browser opens every SVG <img> as a document of its own on the page's main thread,
 * while a WebP decodes off it (docs/decisions/014-raster-pictures.md). Flat colours at quality 80 keep the
 * drawing's edges clean at a few kilobytes a picture.
 */
export function svgToWebp(svgText: string, scale = 1): Promise<Buffer> {
  return sharp(Buffer.from(svgText), { density: 72 * scale })
    .webp({ quality: 80, effort: 6 })
    .toBuffer();
}
