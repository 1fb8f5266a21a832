import { type KeyboardEvent, useId } from 'react';
import { useIntl } from 'react-intl';
import { ProductImage } from '@/shared/catalog/product-image';
import { CloseIcon } from '@/shared/ui/icons';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { ArrowButton } from './arrow-button';

interface ImageLightboxProps {
  images: string[];
  alt: string;
  /** The image shown; null when the lightbox is closed. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
}

/**
 * The click-to-enlarge modal, looping through the colour's images. The browser's modal dialog
 * traps focus, closes on Escape and gives focus back to the image that opened it.
 */
export function ImageLightbox({ images, alt, index, onIndexChange, onClose }: ImageLightboxProps) {
  const { formatMessage: t } = useIntl();
  const titleId = useId();
  const count = images.length;
  const shown = index ?? 0;
  const step = (by: number) => onIndexChange((shown + by + count) % count);
  // The arrow keys follow the arrows on screen: on an Arabic page "next" is on the left.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') step(event.key === forward ? 1 : -1);
  };

  return (
    <ModalDialog
      open={index !== null}
      onClose={onClose}
      labelledBy={titleId}
      className="p-3 backdrop:bg-navy-900/90 sm:p-6 [--focus-ring:var(--color-coral-500)]"
    >
      {/* The arrow keys step through the images (the dialog's own keys, Escape and Tab, stay as they are). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a container for the keys of the buttons inside */}
      <div onKeyDown={onKeyDown} className="flex h-full w-full flex-col gap-3">
        <h2 id={titleId} className="sr-only">
          {t({ id: 'product.enlargedImages' }, { name: alt })}
        </h2>
        <div className="flex items-center justify-between text-white">
          <p className="text-sm font-bold" aria-live="polite">
            {t({ id: 'product.imageCounter' }, { index: shown + 1, count })}
          </p>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 text-sm font-bold hover:bg-white/20"
          >
            {t({ id: 'ui.close' })}
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        <div className="relative flex min-h-0 flex-1 items-center justify-center">
          <ProductImage
            src={images[shown]}
            alt={t({ id: 'product.enlargedImageAlt' }, { name: alt, index: shown + 1, count })}
            width="600"
            height="800"
            className="max-h-full w-auto max-w-full rounded-2xl bg-navy-50 object-contain"
          />
          {count > 1 ? (
            <>
              <ArrowButton direction="previous" onClick={() => step(-1)} className="start-0 sm:start-4" />
              <ArrowButton direction="next" onClick={() => step(1)} className="end-0 sm:end-4" />
            </>
          ) : null}
        </div>
      </div>
    </ModalDialog>
  );
}
