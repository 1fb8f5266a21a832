import { useId } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '@/shared/ui/icons';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { SHOP_LINKS } from './nav-links';

interface CategoriesSheetProps {
  open: boolean;
  onClose: () => void;
}

/** The bottom bar's Categories, a sheet of the shop links rising from the bottom. */
export function CategoriesSheet({ open, onClose }: CategoriesSheetProps) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="flex-col justify-end backdrop:bg-navy-900/40 open:flex md:hidden"
    >
      <div className="rounded-t-3xl bg-white p-5 pb-8 shadow-xl">
        <div className="mb-3 flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-extrabold text-navy-800">
            Categories
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-navy-50"
            aria-label="Close categories"
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        <ul className="grid grid-cols-2 gap-3">
          {SHOP_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={onClose}
                className="flex min-h-14 items-center justify-center rounded-2xl bg-coral-50 px-3 text-center font-bold text-navy-800 hover:bg-coral-100"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </ModalDialog>
  );
}
