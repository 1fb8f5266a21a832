import { PlaceholderPage } from '../../shared/ui/placeholder-page';

export function ProfilePage() {
  return <PlaceholderPage title="Profile" text="Your account details and recent orders." />;
}
