import type { ReactNode } from 'react';

/**
 * A run that reads left to right whatever the page's direction: a price, a discount ("-30%"), a phone
 * number, an SKU, an e-mail address, an order or document number. Isolated, so an Arabic sentence around it
 * neither reorders its signs nor is reordered by them.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
