import { adminProductResponseSchema } from '@souq/shared/schemas/admin-products';
import { describe, expect, it } from 'vitest';
import { adminCall, signedInStaff } from '../../../../test/admin-test-kit';
import { newProductInput } from '../../../../test/product-test-kit';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();

const productOf = (res: { json(): unknown }) => adminProductResponseSchema.parse(res.json()).product;

describe('a product’s Arabic name, description and colour names', () => {
  it('are written with the product, kept by an edit that leaves them out, and cleared only when sent empty', async () => {
    const staff = await signedInStaff(t);
    const input = newProductInput();
    const [first, ...others] = input.colors;
    if (!first) throw new Error('the test product has a colour');
    const made = await adminCall(t, staff, 'POST', '/api/admin/products', {
      ...input,
      nameAr: '  فستان صيفي بأزهار  ',
      descriptionAr: 'قطن خفيف لأيام الصيف.',
      colors: [{ ...first, colorNameAr: 'مرجاني' }, ...others],
    });
    expect(made.statusCode).toBe(201);
    const product = productOf(made);
    expect(product).toMatchObject({ nameAr: 'فستان صيفي بأزهار', descriptionAr: 'قطن خفيف لأيام الصيف.' });
    expect(product.colors[0]?.colorNameAr).toBe('مرجاني');

    // A client that knows nothing of the Arabic fields (an older script) never erases them.
    const url = `/api/admin/products/${product.id}`;
    const withIds = input.colors.map((colour, i) => ({ ...colour, id: product.colors[i]?.id }));
    const kept = productOf(await adminCall(t, staff, 'PUT', url, { ...input, colors: withIds }));
    expect(kept).toMatchObject({ nameAr: 'فستان صيفي بأزهار', descriptionAr: 'قطن خفيف لأيام الصيف.' });
    expect(kept.colors[0]?.colorNameAr).toBe('مرجاني');

    const cleared = productOf(
      await adminCall(t, staff, 'PUT', url, {
        ...input,
        nameAr: '',
        descriptionAr: '',
        colors: withIds.map((colour) => ({ ...colour, colorNameAr: '' })),
      }),
    );
    expect(cleared).toMatchObject({ nameAr: '', descriptionAr: '' });
    expect(cleared.colors[0]?.colorNameAr).toBe('');
  });

  it('refuses one too long or not text, naming the field', async () => {
    const staff = await signedInStaff(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ nameAr: 'ب'.repeat(121) }, 'Arabic name must be at most 120 characters.'],
      [{ descriptionAr: 42 }, 'Arabic description must be text.'],
      [
        { colors: [{ ...newProductInput().colors[0], colorNameAr: 'ل'.repeat(81) }] },
        'Arabic colour name must be at most 80 characters.',
      ],
    ];
    for (const [fields, message] of cases) {
      const res = await adminCall(t, staff, 'POST', '/api/admin/products', {
        ...newProductInput(),
        ...fields,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message });
    }
  });
});
