import type { TaxDocumentsResponse } from '@souq/shared/schemas/tax-documents';
import { formatCalendarDay } from '@/shared/format/dates';
import { formatAedFigure } from '@/shared/format/money';

type Totals = TaxDocumentsResponse['totals'];

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The period's figures for the VAT return: what the invoices came to, what the credit notes took back (less
 * than nothing), and the two together. Always every kind, whichever the list below shows.
 */
export function VatSummary({ from, to, totals }: { from: string; to: string; totals: Totals }) {
  return (
    <section aria-labelledby="vat-summary" className="mb-6">
      <h2 id="vat-summary" className="text-lg font-extrabold">
        VAT return figures
      </h2>
      <p className="mb-3 text-sm text-navy-600">
        Issued {formatCalendarDay(from)} – {formatCalendarDay(to)}, in Dubai time. Net is before VAT; gross
        includes it.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figures
          title="Invoices"
          note={count(totals.invoices.count, 'invoice', 'invoices')}
          amounts={totals.invoices}
        />
        <Figures
          title="Credit notes"
          note={count(totals.creditNotes.count, 'credit note', 'credit notes')}
          amounts={totals.creditNotes}
        />
        <Figures title="Net" note="Invoices less credit notes" amounts={totals.net} emphasis />
      </div>
    </section>
  );
}

interface FiguresProps {
  title: string;
  note: string;
  amounts: { net: number; vat: number; gross: number };
  emphasis?: boolean;
}

function Figures({ title, note, amounts, emphasis = false }: FiguresProps) {
  return (
    <section
      aria-label={title}
      className={`rounded-2xl p-4 shadow-sm ring-1 ${emphasis ? 'bg-navy-800 text-white ring-navy-800' : 'bg-white ring-navy-100'}`}
    >
      <h3 className="font-extrabold">{title}</h3>
      <p className={`text-sm ${emphasis ? 'text-navy-100' : 'text-navy-600'}`}>{note}</p>
      <dl className="mt-2 flex flex-col gap-1 text-sm">
        {(
          [
            ['Net', amounts.net],
            ['VAT', amounts.vat],
            ['Gross', amounts.gross],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className={emphasis ? 'text-navy-100' : 'text-navy-600'}>{label}</dt>
            <dd
              className={`whitespace-nowrap tabular-nums ${label === 'VAT' ? 'font-extrabold' : 'font-semibold'}`}
            >
              {formatAedFigure(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
