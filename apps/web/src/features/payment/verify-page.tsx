import { useDocumentMeta } from '../../shared/seo/use-document-meta';
import { PageContainer } from '../../shared/ui/page-container';
import { PageHeading } from '../../shared/ui/page-heading';

/** spec §2 Verify: shows the word Verify while the payment is confirmed. */
export function VerifyPage() {
  useDocumentMeta('Verify');
  return (
    <PageContainer narrow>
      <PageHeading>Verify</PageHeading>
    </PageContainer>
  );
}
