import { type ComponentPropsWithoutRef, createElement } from 'react';

/** How a card is framed: the store's white panel with its thin navy ring. */
interface CardLook {
  /** Without the soft shadow: a frame for a message or a placeholder rather than a raised panel. */
  flat?: boolean;
  /** The rounder corners of a panel that fills a narrow page (sign-in, a notice). */
  large?: boolean;
}

/** The card's classes, for an element that cannot be a Card itself (a router Link). */
export function cardClass({ flat = false, large = false }: CardLook = {}): string {
  return `${large ? 'rounded-3xl' : 'rounded-2xl'} bg-white ${flat ? '' : 'shadow-sm '}ring-1 ring-navy-100`;
}

type CardElement = 'article' | 'details' | 'div' | 'dl' | 'fieldset' | 'li' | 'section';

type CardProps<T extends CardElement> = CardLook & { as?: T } & ComponentPropsWithoutRef<T>;

/** The white panel every screen frames its pieces in; `className` adds layout and padding. */
export function Card<T extends CardElement = 'div'>({ as, flat, large, className, ...props }: CardProps<T>) {
  const frame = cardClass({ flat, large });
  return createElement(as ?? 'div', { ...props, className: className ? `${frame} ${className}` : frame });
}
