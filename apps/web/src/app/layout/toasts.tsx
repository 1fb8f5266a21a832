import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from '@/shared/ui/toast';

const ToastHost = lazy(async () => ({ default: (await import('./toast-host')).ToastHost }));

/** Mounts the toast container, and so downloads it, when the first toast is asked for. */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstToast(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
