import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { session } from '@/shared/storage/browser-storage';
import { CloseIcon } from '@/shared/ui/icons';
import { ModalDialog } from '@/shared/ui/modal-dialog';

const SHOWN_KEY = 'homePopupShown';
/** The popup appears 2 s after the home page opens, once per session. */
const POPUP_DELAY_MS = 2000;

/** Inputs a shopper presses or picks in rather than types in. */
const PRESSED = new Set(['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'color', 'file']);

/**
 * A shopper already typing (in the header search, say) when the 2 s are up is not interrupted: a dialog would
 * take the focus, and the next letters typed would be lost. The popup waits for another visit this session.
 */
function typingInAField(): boolean {
  const active = document.activeElement;
  if (active instanceof HTMLTextAreaElement) return true;
  if (active instanceof HTMLElement && active.isContentEditable) return true;
  return active instanceof HTMLInputElement && !PRESSED.has(active.type);
}

/** Home page: a full-screen offer image; the backdrop, the image, Escape or Close dismiss it. */
export function HomePopup() {
  const { formatMessage: t } = useIntl();
  const [open, setOpen] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (session.get(SHOWN_KEY) !== null) return;
    const timer = setTimeout(() => {
      if (typingInAField()) return;
      session.set(SHOWN_KEY, '1');
      setOpen(true);
    }, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const close = () => setOpen(false);
  return (
    <ModalDialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      className="items-center justify-center p-4 backdrop:bg-navy-900/70 open:flex"
    >
      <div className="relative w-full max-w-md">
        <h2 id={titleId} className="sr-only">
          {t({ id: 'home.todaysOffer' })}
        </h2>
        <button
          type="button"
          onClick={close}
          className="absolute end-2 top-2 z-10 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-navy-800 shadow hover:bg-white"
        >
          <CloseIcon className="h-6 w-6" />
          <span className="sr-only">{t({ id: 'ui.close' })}</span>
        </button>
        <button type="button" onClick={close} className="relative block w-full rounded-3xl">
          <img
            src="/art/popup.webp"
            alt={t({ id: 'banner.offer' })}
            loading="lazy"
            width="800"
            height="800"
            className="aspect-square w-full rounded-3xl shadow-2xl"
          />
          <span
            aria-hidden="true"
            className="absolute inset-x-6 bottom-6 rounded-2xl bg-white/90 px-4 py-3 text-center text-navy-800"
          >
            <FormattedMessage
              id="home.popupOffer"
              values={{
                big: (chunks) => <span className="block text-2xl font-extrabold">{chunks}</span>,
                small: (chunks) => <span className="block text-sm font-bold text-navy-600">{chunks}</span>,
              }}
            />
          </span>
        </button>
      </div>
    </ModalDialog>
  );
}
