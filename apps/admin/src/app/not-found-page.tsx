import { Link } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Notice } from '@/shared/ui/notice';

export function NotFoundPage() {
  return (
    <Notice
      title="Page not found"
      text="There is no back-office page at this address."
      action={
        <Link to="/" className={buttonStyles.primary}>
          Go to the dashboard
        </Link>
      }
    />
  );
}
