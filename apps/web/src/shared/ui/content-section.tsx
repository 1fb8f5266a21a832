import type { ReactNode } from 'react';

/** A titled section of a text page (policies, help, guides). */
export function ContentSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    // The sticky header would otherwise cover a section opened by its #anchor.
    <section id={id} className="mt-8 scroll-mt-36 md:scroll-mt-24">
      <h2 className="text-lg font-extrabold text-navy-800">{title}</h2>
      <div className="mt-3 space-y-3 text-navy-600">{children}</div>
    </section>
  );
}
