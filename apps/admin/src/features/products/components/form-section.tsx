import type { ReactNode } from 'react';
import { Card } from '@/shared/ui/card';

/** One panel of the product editor, headed for screen readers' heading list. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-label={title} className="p-4 sm:p-5">
      <h2 className="mb-3 text-lg font-extrabold">{title}</h2>
      {children}
    </Card>
  );
}
