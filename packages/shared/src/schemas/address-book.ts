import { z } from 'zod';
import { EMIRATES, FIELD_REQUIRED, orderAddressSchema } from './order';

/** A saved address's name for the shopper ("Home", "Work"). */
export const ADDRESS_LABEL_MAX_LENGTH = 40;
/** How many addresses one account may keep (docs/product/accounts.md, "Address book"). */
export const MAX_SAVED_ADDRESSES = 20;

export const ADDRESS_NOT_FOUND = 'Address not found.';
export const ADDRESS_BOOK_FULL = `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`;

/** Required like every checkout field, with the same words. */
export const addressLabelSchema = z
  .string({ error: FIELD_REQUIRED })
  .trim()
  .min(1, FIELD_REQUIRED)
  .max(ADDRESS_LABEL_MAX_LENGTH, `Must be at most ${ADDRESS_LABEL_MAX_LENGTH} characters.`);

/**
 * POST /api/user/addresses and PUT /api/user/addresses/:id: the checkout's address, checked by the checkout's
 * own rules (UAE mobile, one of the 7 emirates), with a label and whether it becomes the default. Leaving
 * `isDefault` out, or false, never takes the default away: another address is made the default instead.
 */
export const savedAddressRequestSchema = orderAddressSchema.extend({
  label: addressLabelSchema,
  isDefault: z.boolean({ error: 'isDefault must be true or false.' }).optional(),
});
export type SavedAddressRequest = z.infer<typeof savedAddressRequestSchema>;
export type SavedAddressInput = z.input<typeof savedAddressRequestSchema>;

/** One saved address as the api answers it. */
export const savedAddressSchema = z.object({
  id: z.string(),
  label: z.string(),
  fullname: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  region: z.enum(EMIRATES),
  zipcode: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** GET /api/user/addresses and DELETE /api/user/addresses/:id: the whole book, the default first. */
export const addressesResponseSchema = z.object({
  success: z.literal(true),
  addresses: z.array(savedAddressSchema),
});
export type AddressesResponse = z.infer<typeof addressesResponseSchema>;

/** POST and PUT: the address as saved. */
export const addressResponseSchema = z.object({ success: z.literal(true), address: savedAddressSchema });
export type AddressResponse = z.infer<typeof addressResponseSchema>;

/** Any text is taken as the id; one that is not an address id is an address the shopper does not have. */
export const addressIdParamsSchema = z.object({ id: z.string() });
export const isAddressId = (id: string) => z.uuid().safeParse(id).success;
