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

/**
 * The demo store's legal identity, shown on its footer, terms and every tax document until the owner sets the
 * real one in the back office (or SELLER_* settings give other defaults). The TRN has the right shape only.
 */
export const DEFAULT_SELLER = {
  legalName: 'Little Souq General Trading L.L.C.',
  tradingName: STORE_NAME,
  address: 'Office 1204, Al Manara Tower, Business Bay\nDubai, United Arab Emirates',
  tradeLicence: '1234567',
  licenceAuthority: 'Dubai Department of Economy and Tourism',
  vatRegistered: true,
  trn: '100123456700003',
  supportEmail: DEFAULT_STORE_CONTACT.email,
  supportPhone: DEFAULT_STORE_CONTACT.phone,
};

export const CURRENCY = 'AED';

/** The store's days start and end in Dubai (UTC+4, no daylight saving): the dashboard's days are these. */
export const STORE_TIME_ZONE = 'Asia/Dubai';
