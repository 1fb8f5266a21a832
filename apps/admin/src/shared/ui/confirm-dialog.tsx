import { type ReactNode, useEffect, useId, useRef } from 'react';
import { buttonStyles } from './button-styles';

interface ConfirmDialogProps {
  open: boolean;
  /** Text, or text with a part of its own (a name in another script, isolated in a <bdi>). */
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question before a change that cannot be undone, on the browser's own modal <dialog>: it traps focus,
 * makes the page behind inert, closes on Escape and gives focus back by itself.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onCancel}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-navy-800 shadow-xl backdrop:bg-navy-900/50"
    >
      {open ? (
        <>
          <h2 id={titleId} className="text-lg font-extrabold">
            {title}
          </h2>
          <div className="mt-2 text-navy-600">{children}</div>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
              Cancel
            </button>
            <button type="button" className={buttonStyles.primary} onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
