import 'react-toastify/ReactToastify.css';
import { useIntl } from 'react-intl';
import { type CloseButtonProps, ToastContainer } from 'react-toastify/unstyled';

/**
 * React-toastify's defaults are the store's (top-right, 5 s, pause on hover and focus loss), with the
 * region's and the close button's names in the page's language instead of the library's English.
 */
export function ToastHost() {
  const { formatMessage: t } = useIntl();
  const closeLabel = t({ id: 'ui.close' });
  return (
    <ToastContainer
      aria-label={t({ id: 'toasts.label' })}
      closeButton={(props: CloseButtonProps) => <CloseButton {...props} ariaLabel={closeLabel} />}
    />
  );
}

/** The library's own close button (its classes and cross), named in the page's language. */
function CloseButton({ closeToast, theme, ariaLabel }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
      aria-label={ariaLabel}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}
