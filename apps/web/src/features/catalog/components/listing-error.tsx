import { RetryNotice } from '@/shared/ui/notice';

interface ListingErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

export function ListingError({ onRetry, retrying }: ListingErrorProps) {
  return (
    <RetryNotice
      message="Products could not be loaded. Please try again."
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
