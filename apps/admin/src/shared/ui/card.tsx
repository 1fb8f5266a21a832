import { type ComponentPropsWithoutRef, createElement } from 'react';

type CardElement = 'article' | 'div' | 'li' | 'section';

type CardProps<T extends CardElement> = { as?: T } & ComponentPropsWithoutRef<T>;

/** The card's classes, for an element that cannot be a Card itself (a router Link). */
export const cardClass = 'rounded-2xl bg-white shadow-sm ring-1 ring-navy-100';

/** The storefront's white panel with its thin navy ring; `className` adds layout and padding. */
export function Card<T extends CardElement = 'div'>({ as, className, ...props }: CardProps<T>) {
  return createElement(as ?? 'div', {
    ...props,
    className: className ? `${cardClass} ${className}` : cardClass,
  });
}
