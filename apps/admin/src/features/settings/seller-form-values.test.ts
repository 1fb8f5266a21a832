import { DEFAULT_SELLER } from '@souq/shared/config/store';
import { TRN_MESSAGE } from '@souq/shared/schemas/tax-documents';
import { describe, expect, it } from 'vitest';
import { type SellerFormValues, sellerResolver } from './seller-form-values';

const check = (values: SellerFormValues) =>
  sellerResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('store details form', () => {
  it('accepts the store’s defaults, and a TRN copied with spaces and dashes', async () => {
    const result = await check({ ...DEFAULT_SELLER, trn: '100-1234 5670 0003' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ trn: '100123456700003', vatRegistered: true });
  });

  it('says under the TRN what a TRN is, with the other fields’ errors', async () => {
    const result = await check({ ...DEFAULT_SELLER, legalName: ' ', trn: '2001234567' });
    expect(result.errors.trn?.message).toBe(TRN_MESSAGE);
    expect(result.errors.legalName?.message).toBe('Legal name is required.');
  });

  it('neither checks nor sends the hidden TRN of a store not registered for VAT', async () => {
    const result = await check({ ...DEFAULT_SELLER, vatRegistered: false, trn: '12' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ vatRegistered: false, trn: '' });
  });

  it('checks the support e-mail', async () => {
    const result = await check({ ...DEFAULT_SELLER, supportEmail: 'support at littlesouq' });
    expect(result.errors.supportEmail?.message).toBe('Enter a valid e-mail address.');
  });
});
