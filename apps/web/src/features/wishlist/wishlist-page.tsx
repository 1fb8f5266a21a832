import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function WishlistPage() {
  return <PlaceholderPage title="Wishlist" text="The items you have saved for later." />;
}
