import type { MessageId } from '@/shared/i18n/messages';

/**
 * Footer: the groups and their links. Links with no screen elsewhere in the store get a store page of their
 * own.
 */
export const CUSTOMER_CARE_LINKS: readonly { to: string; label: MessageId }[] = [
  { to: '/help', label: 'link.help' },
  { to: '/help#contact', label: 'link.contact' },
  { to: '/orders', label: 'link.trackOrder' },
  { to: '/size-guide', label: 'link.sizeGuide' },
  { to: '/returns', label: 'link.makeReturn' },
];

export const ABOUT_LINKS: readonly { to: string; label: MessageId }[] = [
  { to: '/our-story', label: 'link.ourStory' },
  { to: '/reviews', label: 'link.reviews' },
  { to: '/terms', label: 'link.terms' },
  { to: '/privacy', label: 'link.privacy' },
];
