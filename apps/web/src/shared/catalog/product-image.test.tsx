import { PRODUCT_CARD_SIZES, uploadedSrcSet } from '@souq/shared/catalog/uploaded-pictures';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, ProductImage } from './product-image';

const UPLOADED = `/uploads/products/${'ab12'.repeat(8)}-640.webp`;

describe('ProductImage', () => {
  it('offers an uploaded picture at each of its widths, sized by its width attribute unless told', () => {
    const { rerender } = render(<ProductImage src={UPLOADED} alt="Shirt" width="64" />);
    const image = screen.getByAltText('Shirt');
    expect(image).toHaveAttribute('src', UPLOADED);
    expect(image).toHaveAttribute('srcset', uploadedSrcSet(UPLOADED));
    expect(image).toHaveAttribute('sizes', '(max-width: 64px) 100vw, 64px');
    rerender(<ProductImage src={UPLOADED} alt="Shirt" width="600" sizes={PRODUCT_CARD_SIZES} />);
    expect(image).toHaveAttribute('sizes', PRODUCT_CARD_SIZES);
  });

  it('leaves a demo picture with its one address', () => {
    render(<ProductImage src="/uploads/catalog/ls-bb-001-khaki-1.webp" alt="Khaki" width="600" />);
    const image = screen.getByAltText('Khaki');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('falls back to the placeholder when an uploaded picture fails, dropping its srcset', () => {
    render(<ProductImage src={UPLOADED} alt="Gone" width="600" />);
    const image = screen.getByAltText('Gone');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(image).not.toHaveAttribute('srcset');
  });
});
