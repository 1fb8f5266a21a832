/** Header: the shopping links, shared by the desktop nav, the category sheet and the footer. */
export const SHOP_LINKS = [
  { to: '/products', label: 'All Collections' },
  { to: '/products?category=Boys', label: 'Boys' },
  { to: '/products?category=Girls', label: 'Girls' },
  { to: '/products?category=Unisex', label: 'Unisex' },
] as const;
