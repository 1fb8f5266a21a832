import type { ReactNode } from 'react';
import { PageContainer } from '../../../shared/ui/page-container';
import { CheckoutBreadcrumb } from './checkout-breadcrumb';

/** A checkout that cannot go on (empty cart, catalogue not loaded): what happened and where to go next. */
export function CheckoutNotice({ text, children }: { text: string; children: ReactNode }) {
  return (
    <PageContainer narrow>
      <CheckoutBreadcrumb />
      <div className="flex flex-col items-center gap-5 rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-navy-100">
        <img src="/art/logo.svg" alt="" width="64" height="64" className="h-16 w-16" />
        <h1 className="text-xl font-extrabold text-navy-800">{text}</h1>
        {children}
      </div>
    </PageContainer>
  );
}
