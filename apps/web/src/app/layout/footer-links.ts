/**
 * Footer: the groups and their links. Links with no screen elsewhere in the store get a store page of their
 * own.
 */
export const CUSTOMER_CARE_LINKS = [
  { to: '/help', label: 'Help' },
  { to: '/help#contact', label: 'Contact' },
  { to: '/orders', label: 'Track your Order' },
  { to: '/size-guide', label: 'Size Guide' },
  { to: '/returns', label: 'Make Return' },
] as const;

export const ABOUT_LINKS = [
  { to: '/our-story', label: 'Our Story' },
  { to: '/reviews', label: 'Reviews' },
  { to: '/terms', label: 'Terms and Conditions' },
  { to: '/privacy', label: 'Privacy Policy' },
] as const;
