import type { ReactNode } from 'react';

/** A titled section of a text page (policies, help, guides). */
export function ContentSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    // Opened by its #anchor, it stops below the sticky header: the page's scroll-padding (styles.css).
    <section id={id} className="mt-8">
      <h2 className="text-lg font-extrabold text-navy-800">{title}</h2>
      <div className="mt-3 space-y-3 text-navy-600">{children}</div>
    </section>
  );
}
