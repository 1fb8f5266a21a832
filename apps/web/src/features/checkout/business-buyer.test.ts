import { TRN_MESSAGE } from '@souq/shared/schemas/tax-documents';
import { describe, expect, it } from 'vitest';
import { checkBusinessBuyer } from './business-buyer';

describe("checkout's business buyer", () => {
  it('takes a company name and a TRN copied with spaces and dashes', () => {
    expect(
      checkBusinessBuyer({ companyName: '  Sand Castle Trading LLC ', trn: '100 1234-5670 0003' }),
    ).toEqual({
      ok: true,
      business: { companyName: 'Sand Castle Trading LLC', trn: '100123456700003' },
    });
  });

  it("refuses a TRN that is not 15 digits starting with 1, in the schema's words", () => {
    expect(checkBusinessBuyer({ companyName: 'Sand Castle', trn: '12345' })).toEqual({
      ok: false,
      errors: { trn: TRN_MESSAGE },
    });
    expect(checkBusinessBuyer({ companyName: 'Sand Castle', trn: '200123456700003' })).toEqual({
      ok: false,
      errors: { trn: 'A TRN is 15 digits starting with 1.' },
    });
  });

  it('names every blank field', () => {
    expect(checkBusinessBuyer({ companyName: '   ', trn: '' })).toEqual({
      ok: false,
      errors: { companyName: 'Company name is required.', trn: TRN_MESSAGE },
    });
  });
});
