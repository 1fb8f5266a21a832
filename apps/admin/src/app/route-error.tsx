import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonStyles } from '@/shared/ui/button-styles';
import { Notice } from '@/shared/ui/notice';

/**
 * What a screen shows when it fails to render or its code fails to load (a new build replaced the old
 * scripts while the tab was open): a reload fetches the current ones.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const text = isRouteErrorResponse(error) ? error.statusText : 'Something went wrong on this screen.';
  return (
    <main className="px-4 py-10">
      <Notice
        alert
        title="This screen could not be shown"
        text={text}
        action={
          <button type="button" className={buttonStyles.primary} onClick={() => window.location.reload()}>
            Reload
          </button>
        }
      />
    </main>
  );
}
