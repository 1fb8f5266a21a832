import { taxDocumentPdfHref } from '../api/tax-document-files';

/**
 * "PDF": a tax document's file in a new tab, its number and the new tab said to a screen reader (a list of
 * them would otherwise be many links of one name).
 */
export function PdfLink({ number, className = '' }: { number: string; className?: string }) {
  return (
    <a
      href={taxDocumentPdfHref(number)}
      target="_blank"
      rel="noopener"
      className={`inline-flex min-h-11 items-center font-extrabold whitespace-nowrap text-coral-700 underline-offset-2 hover:underline ${className}`}
    >
      PDF<span className="sr-only"> of {number} (opens in a new tab)</span>
    </a>
  );
}
