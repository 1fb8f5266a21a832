import { sizeLabel } from '@souq/shared/sizes/size-tables';
import { type ReactNode, useEffect, useId, useRef } from 'react';

interface StockEditorDialogProps {
  /** The size being changed, or null while no cell is open. */
  title: { colorName: string; size: string } | null;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of the cell editor: the browser's own modal <dialog>, which keeps focus inside, makes the page
 * behind inert and closes on Escape. A sheet from the bottom on a phone (the thumb's reach), a centred box
 * from the small breakpoint up. The page puts focus back on the cell when it closes.
 */
export function StockEditorDialog({ title, onClose, children }: StockEditorDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // Keyed by the cell asked for, not by open/closed: a cell opened again before the browser has told of the
  // last close (Escape, then Enter at once) is a new request, and the dialog opens for it.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (title && !dialog.open) dialog.showModal();
    if (!title && dialog.open) dialog.close();
  }, [title]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // The browser tells of a close a moment after it: a dialog opened again meanwhile is not closed by it.
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
      className="mx-0 mt-auto mb-0 max-h-[90dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-5 text-navy-800 shadow-xl backdrop:bg-navy-900/50 sm:m-auto sm:w-[min(28rem,calc(100vw-2rem))] sm:rounded-2xl sm:p-6"
    >
      {title ? (
        <>
          <p className="text-sm font-bold text-navy-600">Change stock</p>
          <h2 id={titleId} className="text-lg font-extrabold break-words">
            {title.colorName} · size {sizeLabel(title.size)}
          </h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
