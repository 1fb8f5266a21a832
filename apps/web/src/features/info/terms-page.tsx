import { PageContainer } from '../../shared/ui/page-container';
import { PageHeading } from '../../shared/ui/page-heading';

export function TermsPage() {
  return (
    <PageContainer narrow>
      <PageHeading>Terms and Conditions</PageHeading>
    </PageContainer>
  );
}
