import { PageContainer } from '../../shared/ui/page-container';
import { PageHeading } from '../../shared/ui/page-heading';

export function ReviewsPage() {
  return (
    <PageContainer narrow>
      <PageHeading>Reviews</PageHeading>
    </PageContainer>
  );
}
