import { PRODUCT_IMAGES_MAX } from '@souq/shared/schemas/admin-products';
import { UPLOAD_TYPES, uploadedAtWidth } from '@souq/shared/schemas/admin-uploads';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { labelClass } from '@/shared/ui/field-styles';
import { useUploadImage } from '../api/upload-image';
import { imagesLeft, moveImage, refusedBeforeUpload } from '../image-list';

interface ImageListFieldProps {
  /** What the pictures are of: "Product pictures", "Pictures of colour 2". */
  label: string;
  hint: string;
  /** The label is said but not shown where a heading above already shows it. */
  hideLabel?: boolean;
  images: readonly string[];
  onChange: (images: string[]) => void;
  /** Adds an uploaded picture to the list as it is when the upload ends, not as it was when it began. */
  onUploaded: (url: string) => void;
  error: string | undefined;
}

type Focus = { url: string; action: 'earlier' | 'later' } | { index: number; action: 'remove' };

const smallButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border-2 border-navy-100 bg-white text-base font-bold text-navy-800 hover:bg-navy-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * An ordered list of pictures: thumbnails in order, each moved earlier or later or removed with buttons (the
 * keyboard's way to reorder), and an upload of several files at once. Refusals, the api's or this one's, show
 * under the upload control with the file they are about.
 */
export function ImageListField({
  label,
  hint,
  hideLabel = false,
  images,
  onChange,
  onUploaded,
  error,
}: ImageListFieldProps) {
  const id = useId();
  const list = useRef<HTMLOListElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [focus, setFocus] = useState<Focus | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const upload = useUploadImage();

  // A moved picture's button keeps the keyboard, and a removed one's neighbour takes it, even though React
  // moves or drops the element that had it.
  useEffect(() => {
    if (!focus) return;
    setFocus(null);
    const items = list.current?.querySelectorAll<HTMLElement>('li') ?? [];
    if (focus.action === 'remove') {
      const item = items[Math.min(focus.index, items.length - 1)];
      (item?.querySelector<HTMLElement>('[data-action="remove"]') ?? fileInput.current)?.focus();
      return;
    }
    const item = [...items].find((li) => li.dataset.url === focus.url);
    const wanted = item?.querySelector<HTMLButtonElement>(`[data-action="${focus.action}"]`);
    const other = item?.querySelector<HTMLButtonElement>(
      `[data-action="${focus.action === 'earlier' ? 'later' : 'earlier'}"]`,
    );
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [focus]);

  const move = (index: number, action: 'earlier' | 'later') => {
    const url = images[index];
    if (url === undefined) return;
    onChange(moveImage(images, index, action === 'earlier' ? -1 : 1));
    setFocus({ url, action });
  };
  const remove = (index: number) => {
    onChange(images.filter((_, i) => i !== index));
    setFocus({ index, action: 'remove' });
  };

  const uploadFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    // Cleared at once, so choosing the same file again after a refusal still uploads it.
    event.currentTarget.value = '';
    if (files.length === 0) return;
    const room = imagesLeft(images);
    const taken = files.slice(0, room);
    const refused: string[] = [];
    if (files.length > room)
      refused.push(
        `At most ${PRODUCT_IMAGES_MAX} pictures: ${files.length - room} of the files chosen ${files.length - room === 1 ? 'was' : 'were'} not added.`,
      );
    setRefusals([]);
    for (const [done, file] of taken.entries()) {
      setProgress({ done, total: taken.length });
      const early = refusedBeforeUpload(file);
      if (early) {
        refused.push(`${file.name}: ${early}`);
        continue;
      }
      try {
        onUploaded((await upload.mutateAsync(file)).url);
      } catch (failure) {
        refused.push(`${file.name}: ${failure instanceof Error ? failure.message : String(failure)}`);
      }
    }
    setProgress(null);
    setRefusals(refused);
    // The input was disabled while uploading, which took the keyboard from it: give it back.
    if (document.activeElement === document.body) fileInput.current?.focus();
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const problems = [...(error ? [error] : []), ...refusals];

  return (
    <div>
      <p id={`${id}-label`} className={hideLabel ? 'sr-only' : labelClass}>
        {label}
      </p>
      {images.length > 0 ? (
        <ol
          ref={list}
          aria-labelledby={`${id}-label`}
          className="mb-3 grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3"
        >
          {images.map((url, index) => (
            <li
              key={url}
              data-url={url}
              className="flex flex-col gap-2 rounded-xl bg-white p-2 ring-1 ring-navy-100"
            >
              <div className="relative">
                <img
                  src={uploadedAtWidth(url, 320) ?? url}
                  alt={`${index + 1} of ${images.length}`}
                  loading="lazy"
                  className="aspect-square w-full rounded-lg bg-navy-50 object-cover"
                />
                <span
                  aria-hidden="true"
                  className="absolute top-1 left-1 rounded-full bg-navy-800 px-2 text-xs font-bold text-white ring-2 ring-white"
                >
                  {index + 1}
                </span>
              </div>
              <div className="flex justify-between gap-1">
                <button
                  type="button"
                  data-action="earlier"
                  className={smallButton}
                  aria-label={`Move picture ${index + 1} earlier`}
                  disabled={index === 0}
                  onClick={() => move(index, 'earlier')}
                >
                  <span aria-hidden="true">←</span>
                </button>
                <button
                  type="button"
                  data-action="later"
                  className={smallButton}
                  aria-label={`Move picture ${index + 1} later`}
                  disabled={index === images.length - 1}
                  onClick={() => move(index, 'later')}
                >
                  <span aria-hidden="true">→</span>
                </button>
                <button
                  type="button"
                  data-action="remove"
                  className={`${smallButton} text-danger`}
                  aria-label={`Remove picture ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mb-3 text-sm text-navy-600">No pictures yet.</p>
      )}
      <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-bold">
        Add pictures <span className="sr-only">to {label.toLowerCase()}</span>
      </label>
      <p id={hintId} className="mb-1 text-sm text-navy-600">
        {hint}
      </p>
      <input
        ref={fileInput}
        id={`${id}-file`}
        type="file"
        multiple
        accept={UPLOAD_TYPES.join(',')}
        disabled={progress !== null || images.length >= PRODUCT_IMAGES_MAX}
        aria-invalid={problems.length > 0 ? true : undefined}
        aria-describedby={problems.length > 0 ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => void uploadFiles(event)}
        className="block w-full min-w-0 text-sm text-navy-600 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border-2 file:border-navy-800 file:bg-white file:px-4 file:font-bold file:text-navy-800 hover:file:bg-navy-50 disabled:opacity-60"
      />
      <p role="status" className="mt-1 text-sm font-bold text-navy-600 empty:hidden">
        {progress ? `Uploading picture ${progress.done + 1} of ${progress.total}…` : ''}
      </p>
      {problems.length > 0 ? (
        <ul id={errorId} role="alert" className="mt-1 flex flex-col gap-1 text-sm font-semibold text-danger">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
