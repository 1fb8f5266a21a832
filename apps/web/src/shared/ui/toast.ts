import type { ToastOptions } from 'react-toastify/unstyled';

/**
 * The store's toasts (react-toastify; docs/product/storefront.md), loaded with their container on the first
 * toast rather than with every first page: a shopper who is only browsing never downloads them. Toasts asked
 * for while the library loads are queued by react-toastify and shown once its container mounts.
 */
type ToastKind = 'success' | 'error' | 'info' | 'warning';

const listeners = new Set<() => void>();
let requested = false;

/** Calls `listener` once the first toast is asked for (at once if one was); returns an unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  if (requested) listener();
  else listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: ToastKind) {
  return (message: string, options?: ToastOptions): void => {
    if (!requested) {
      requested = true;
      for (const listener of listeners) listener();
      listeners.clear();
    }
    void import('react-toastify/unstyled').then(({ toast: library }) => library[kind](message, options));
  };
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};
