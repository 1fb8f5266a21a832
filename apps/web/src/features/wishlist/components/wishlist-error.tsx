import { RetryNotice } from '@/shared/ui/notice';

interface WishlistErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

/** Shown in place of the list when it could not be fetched. */
export function WishlistError({ onRetry, retrying }: WishlistErrorProps) {
  return (
    <RetryNotice
      message="Your wishlist could not be loaded. Please try again."
      onRetry={onRetry}
      retrying={retrying}
      className="mt-6"
    />
  );
}
