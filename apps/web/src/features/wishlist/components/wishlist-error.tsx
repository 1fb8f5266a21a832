import { buttonStyles } from '../../../shared/ui/button-styles';

interface WishlistErrorProps {
  onRetry: () => void;
  retrying: boolean;
}

/** Shown in place of the list when it could not be fetched (the toast alone would vanish). */
export function WishlistError({ onRetry, retrying }: WishlistErrorProps) {
  return (
    <div role="alert" className="mt-6 rounded-2xl bg-white p-6 text-center ring-1 ring-navy-100">
      <p className="font-bold text-danger">Your wishlist could not be loaded. Please try again.</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={`${buttonStyles.primary} mt-4`}>
        Try again
      </button>
    </div>
  );
}
