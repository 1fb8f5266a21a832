import type { MessageId } from '@/shared/i18n/messages';

/** Header: the shopping links, shared by the desktop nav, the category sheet and the footer. */
export const SHOP_LINKS: readonly { to: string; label: MessageId }[] = [
  { to: '/products', label: 'nav.allCollections' },
  { to: '/products?category=Boys', label: 'nav.boys' },
  { to: '/products?category=Girls', label: 'nav.girls' },
  { to: '/products?category=Unisex', label: 'nav.unisex' },
];
