import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SellerIdentity,
  type SellerIdentityInput,
  type SellerSettingsResponse,
  sellerIdentitySchema,
} from '@souq/shared/schemas/tax-documents';
import type { Resolver } from 'react-hook-form';

/** The store details form holds the api's body as typed: the TRN with the spaces it was copied with. */
export type SellerFormValues = SellerIdentityInput;

/** The details as saved (or the store's defaults), in the form's inputs. */
export const sellerFormValuesOf = (seller: SellerSettingsResponse['seller']): SellerFormValues => ({
  ...seller,
});

/**
 * What is checked and sent: the TRN only while the box says the store is registered. Unticked, the TRN field is
 * hidden, so what it held is neither checked nor kept (the storefront shows no TRN then either).
 */
export function sellerBody(values: SellerFormValues): SellerFormValues {
  return values.vatRegistered ? values : { ...values, trn: '' };
}

const schemaResolver = zodResolver(sellerIdentitySchema);

/** The shared schema checks the form, as the api checks the body: the same words under the same fields. */
export const sellerResolver: Resolver<SellerFormValues, unknown, SellerIdentity> = (
  values,
  context,
  options,
) => schemaResolver(sellerBody(values), context, options);
