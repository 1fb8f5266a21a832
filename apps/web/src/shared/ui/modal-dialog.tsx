import { type ReactNode, useEffect, useRef } from 'react';

const MODAL_OPEN_CLASS = 'modal-open';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the element that names the dialog. */
  labelledBy: string;
  /** Lays out the full-screen dialog box; the panel inside is what the shopper sees. */
  className: string;
  children: ReactNode;
}

/**
 * A modal on the browser's own <dialog>: it traps focus, makes the page behind inert, closes on Escape and
 * returns focus by itself, with no dialog library to download. The box covers the screen and is transparent,
 * so a click that lands on it rather than on the panel is a click outside, and closes it.
 */
export function ModalDialog({ open, onClose, labelledBy, className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    // The page behind holds still (styles.css). A class on <html> rather than html:has(dialog:modal), which
    // made the browser restyle the whole page when the home popup opened (a long task).
    document.documentElement.classList.toggle(MODAL_OPEN_CLASS, open);
    return () => document.documentElement.classList.remove(MODAL_OPEN_CLASS);
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it already; the click is the backdrop's
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-0 h-dvh max-h-none w-full max-w-none bg-transparent ${className}`}
    >
      {/* Built only while open: a closed dialog's contents (a size table, a large image) cost a page nothing. */}
      {open ? children : null}
    </dialog>
  );
}
