import { PRODUCT_IMAGES_MAX } from '@souq/shared/schemas/admin-products';
import { UPLOAD_MAX_BYTES } from '@souq/shared/schemas/admin-uploads';
import { describe, expect, it } from 'vitest';
import { imagesLeft, moveImage, refusedBeforeUpload, withImage } from './image-list';

describe('ordering images', () => {
  const images = ['/a', '/b', '/c'];

  it('moves an image one place earlier or later', () => {
    expect(moveImage(images, 1, -1)).toEqual(['/b', '/a', '/c']);
    expect(moveImage(images, 1, 1)).toEqual(['/a', '/c', '/b']);
  });

  it('keeps an image at either end where it is', () => {
    expect(moveImage(images, 0, -1)).toEqual(images);
    expect(moveImage(images, 2, 1)).toEqual(images);
  });

  it('leaves the list it was given alone', () => {
    moveImage(images, 0, 1);
    expect(images).toEqual(['/a', '/b', '/c']);
  });
});

describe('adding uploads', () => {
  it('adds a picture at the end, once', () => {
    expect(withImage(['/a'], '/b')).toEqual(['/a', '/b']);
    expect(withImage(['/a', '/b'], '/a')).toEqual(['/a', '/b']);
  });

  it('counts the room left under the limit', () => {
    expect(imagesLeft([])).toBe(PRODUCT_IMAGES_MAX);
    expect(imagesLeft(Array.from({ length: PRODUCT_IMAGES_MAX }, (_, i) => `/${i}`))).toBe(0);
  });

  it('refuses a file over the upload limit before sending it', () => {
    expect(refusedBeforeUpload({ size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(refusedBeforeUpload({ size: UPLOAD_MAX_BYTES + 1 })).toBe(
      'The picture is too large (10 MB at most).',
    );
  });
});
