import type { ReactNode } from 'react';
import { CardSection } from '@/shared/ui/card-section';

/** One card of the checkout form, named by its heading. */
export function CheckoutSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <CardSection title={title} className="p-4 sm:p-6">
      <div className="mt-4">{children}</div>
    </CardSection>
  );
}
