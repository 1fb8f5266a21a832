import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CloseIcon } from '@/shared/ui/icons';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { LanguageSwitch } from './language-switch';
import { SHOP_LINKS } from './nav-links';

interface CategoriesSheetProps {
  open: boolean;
  onClose: () => void;
}

/** The bottom bar's Categories, a sheet of the shop links rising from the bottom. */
export function CategoriesSheet({ open, onClose }: CategoriesSheetProps) {
  const titleId = useId();
  const { formatMessage: t } = useIntl();
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
            {t({ id: 'categories.title' })}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="flex h-11 w-11 items-center justify-center rounded-full hover:bg-navy-50"
            aria-label={t({ id: 'categories.close' })}
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
                {t({ id: link.label })}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex items-center justify-between gap-3 border-t border-navy-100 pt-4">
          <span className="font-bold text-navy-800">{t({ id: 'language.label' })}</span>
          <LanguageSwitch className="inline-flex bg-navy-50 text-navy-800 hover:bg-navy-100" />
        </div>
      </div>
    </ModalDialog>
  );
}
