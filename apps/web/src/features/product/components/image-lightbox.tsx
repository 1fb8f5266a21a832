import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import type { KeyboardEvent } from 'react';
import { ProductImage } from '../../../shared/catalog/product-image';
import { CloseIcon } from '../../../shared/ui/icons';
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
 * spec §2: the click-to-enlarge modal, looping through the colour's images. A headlessui Dialog traps
 * focus, closes on Escape and gives focus back to the image that opened it.
 */
export function ImageLightbox({ images, alt, index, onIndexChange, onClose }: ImageLightboxProps) {
  const count = images.length;
  const shown = index ?? 0;
  const step = (by: number) => onIndexChange((shown + by + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  };

  return (
    <Dialog open={index !== null} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-navy-900/90" />
      <div className="fixed inset-0 p-3 sm:p-6">
        <DialogPanel onKeyDown={onKeyDown} className="flex h-full w-full flex-col gap-3">
          <DialogTitle className="sr-only">{alt}: enlarged images</DialogTitle>
          <div className="flex items-center justify-between text-white">
            <p className="text-sm font-bold" aria-live="polite">
              {shown + 1} / {count}
            </p>
            <button
              type="button"
              onClick={onClose}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 text-sm font-bold hover:bg-white/20"
            >
              Close
              <CloseIcon className="h-5 w-5" />
            </button>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center">
            <ProductImage
              src={images[shown]}
              alt={`${alt}, image ${shown + 1} of ${count}`}
              width="600"
              height="800"
              className="max-h-full w-auto max-w-full rounded-2xl bg-navy-50 object-contain"
            />
            {count > 1 ? (
              <>
                <ArrowButton direction="previous" onClick={() => step(-1)} className="left-0 sm:left-4" />
                <ArrowButton direction="next" onClick={() => step(1)} className="right-0 sm:right-4" />
              </>
            ) : null}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
