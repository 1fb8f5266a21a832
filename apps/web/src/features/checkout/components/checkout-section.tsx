import { type ReactNode, useId } from 'react';

/** One card of the checkout form, named by its heading. */
export function CheckoutSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100 sm:p-6"
    >
      <h2 id={headingId} className="mb-4 text-lg font-extrabold text-navy-800">
        {title}
      </h2>
      {children}
    </section>
  );
}
