import type { ReactNode } from 'react';
import { Notice } from '@/shared/ui/notice';
import { PageContainer } from '@/shared/ui/page-container';
import { CheckoutBreadcrumb } from './checkout-breadcrumb';

/** A checkout that cannot go on (empty cart, catalogue not loaded): what happened and where to go next. */
export function CheckoutNotice({ text, children }: { text: string; children: ReactNode }) {
  return (
    <PageContainer narrow>
      <CheckoutBreadcrumb />
      <Notice heading="h1" title={text} action={children} className="gap-5" />
    </PageContainer>
  );
}
