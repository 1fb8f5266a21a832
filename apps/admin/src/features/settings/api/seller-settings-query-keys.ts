/** The store details' cache key (owners only). */
export const sellerSettingsKey = ['settings', 'seller'] as const;
