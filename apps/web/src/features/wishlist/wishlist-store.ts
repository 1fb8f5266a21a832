import { z } from 'zod';
import { create } from 'zustand';
import { local, readJson } from '../../shared/storage/browser-storage';

/** spec §3: the wishlist maps product id → size → quantity. */
const wishlistDataSchema = z.record(z.string(), z.record(z.string(), z.number().int()));
export type WishlistData = z.infer<typeof wishlistDataSchema>;

const WISHLIST_KEY = 'wishlistItems';

interface WishlistState {
  wishData: WishlistData;
  add(productId: string, size: string, quantity: number): void;
}

export const useWishlist = create<WishlistState>((set, get) => ({
  wishData:
    readJson(local.get(WISHLIST_KEY), (value) => wishlistDataSchema.safeParse(value).data ?? null) ?? {},
  add: (productId, size, quantity) => {
    const current = get().wishData;
    const wishData = { ...current, [productId]: { ...current[productId], [size]: quantity } };
    local.set(WISHLIST_KEY, JSON.stringify(wishData));
    set({ wishData });
  },
}));
