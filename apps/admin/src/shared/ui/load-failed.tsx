import { ApiError } from '../api/api-client';
import { buttonStyles } from './button-styles';
import { Notice } from './notice';

/**
 * Shown in place of data that could not be loaded: the server's own words (a 403 says who may look), and
 * another try unless the refusal is about who is asking.
 */
export function LoadFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const refused = error instanceof ApiError && (error.status === 403 || error.status === 404);
  return (
    <Notice
      alert
      title={refused ? 'Not available' : 'Could not load this page'}
      text={error.message}
      action={
        refused ? null : (
          <button type="button" onClick={onRetry} className={buttonStyles.primary}>
            Try again
          </button>
        )
      }
    />
  );
}
