/** The store's working name lives in one place so it can change. */
export const STORE_NAME = 'Little Souq';

export interface StoreContact {
  name: string;
  phone: string;
  email: string;
  /** Digits only, international format, used for the floating chat link (wa.me). */
  whatsappNumber: string;
  social: { instagram: string; facebook: string; snapchat: string; tiktok: string };
}

/** Defaults for the store's contact settings; the api overrides them from its environment. */
export const DEFAULT_STORE_CONTACT: StoreContact = {
  name: STORE_NAME,
  phone: '+971 4 555 0123',
  email: 'support@littlesouq.ae',
  whatsappNumber: '971501234567',
  social: {
    instagram: 'https://www.instagram.com/littlesouq',
    facebook: 'https://www.facebook.com/littlesouq',
    snapchat: 'https://www.snapchat.com/add/littlesouq',
    tiktok: 'https://www.tiktok.com/@littlesouq',
  },
};

export const CURRENCY = 'AED';
export const OFFER_BANNER_TEXT = 'Save up to 20% for all Products';

/** The store's days start and end in Dubai (UTC+4, no daylight saving): the dashboard's days are these. */
export const STORE_TIME_ZONE = 'Asia/Dubai';
